/** Splits text into lines of at most `width` characters, at spaces where possible. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > width) {
        if (line) {
          lines.push(line);
          line = '';
        }
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      if (!line) line = rest;
      else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A left text and a right-aligned amount on one line; a long left text wraps above the amount. */
export function columns(left: string, right: string, width: number): string[] {
  const room = width - right.length - 1;
  const wrapped = wrapText(left, Math.max(room, 1));
  const last = wrapped.pop() ?? '';
  return [...wrapped, `${last}${' '.repeat(Math.max(width - last.length - right.length, 1))}${right}`];
}
