export type HtmlFormat = 'bold' | 'italic' | 'paragraph' | 'heading' | 'list' | 'link';

export interface TextEdit {
  text: string;
  /** The selection afterwards: the formatted text, or the place to type into (a link's address). */
  selectionStart: number;
  selectionEnd: number;
}

const inline: Partial<Record<HtmlFormat, [string, string]>> = {
  bold: ['<strong>', '</strong>'],
  italic: ['<em>', '</em>'],
  paragraph: ['<p>', '</p>'],
  heading: ['<h3>', '</h3>'],
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Wraps the selected part of an HTML text in a formatting tag. A list makes each selected line an item;
 * a link leaves the caret in its empty address. Nothing is escaped except the lines of a new list, which
 * are meant as plain text; the server sanitises whatever is saved.
 */
export function formatSelection(text: string, start: number, end: number, format: HtmlFormat): TextEdit {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const selected = text.slice(from, to);
  const before = text.slice(0, from);
  const after = text.slice(to);
  const tags = inline[format];
  if (tags !== undefined) {
    const [open, close] = tags;
    return {
      text: `${before}${open}${selected}${close}${after}`,
      selectionStart: from + open.length,
      selectionEnd: from + open.length + selected.length,
    };
  }
  if (format === 'link') {
    const open = '<a href="';
    const middle = `">${selected}</a>`;
    const caret = from + open.length;
    return { text: `${before}${open}${middle}${after}`, selectionStart: caret, selectionEnd: caret };
  }
  const items = selected
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<li>${line.startsWith('<') ? line : escapeHtml(line)}</li>`);
  const list = `<ul>${items.length === 0 ? '<li></li>' : items.join('')}</ul>`;
  const caret = items.length === 0 ? from + '<ul><li>'.length : from + list.length;
  return { text: `${before}${list}${after}`, selectionStart: caret, selectionEnd: caret };
}
