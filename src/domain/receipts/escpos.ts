import type { ReceiptLine } from './receipt.js';
import { columns, wrapText } from './wrap.js';

/** Font A on an 80 mm printer: 48 characters per line (576 dots at 12 dots per character). */
export const LINE_WIDTH_80MM = 48;

const ESC = 0x1b;
const GS = 0x1d;
const commands = {
  init: [ESC, 0x40],
  // Code page PC858 (PC850 plus the euro sign): the German letters and '€' print as themselves.
  codePagePc858: [ESC, 0x74, 19],
  boldOn: [ESC, 0x45, 1],
  boldOff: [ESC, 0x45, 0],
  doubleSize: [GS, 0x21, 0x11],
  normalSize: [GS, 0x21, 0x00],
  alignCenter: [ESC, 0x61, 1],
  alignLeft: [ESC, 0x61, 0],
  // Feed three lines, then a partial cut.
  feedAndCut: [ESC, 0x64, 3, GS, 0x56, 66, 0],
};

const pc858: Record<string, number> = {
  Ç: 0x80,
  ü: 0x81,
  é: 0x82,
  â: 0x83,
  ä: 0x84,
  à: 0x85,
  å: 0x86,
  ç: 0x87,
  ê: 0x88,
  ë: 0x89,
  è: 0x8a,
  ï: 0x8b,
  î: 0x8c,
  ì: 0x8d,
  Ä: 0x8e,
  Å: 0x8f,
  É: 0x90,
  ô: 0x93,
  ö: 0x94,
  ò: 0x95,
  û: 0x96,
  ù: 0x97,
  Ö: 0x99,
  Ü: 0x9a,
  ø: 0x9b,
  '£': 0x9c,
  Ø: 0x9d,
  '×': 0x9e,
  á: 0xa0,
  í: 0xa1,
  ó: 0xa2,
  ú: 0xa3,
  ñ: 0xa4,
  Ñ: 0xa5,
  '½': 0xab,
  '°': 0xf8,
  ß: 0xe1,
  '€': 0xd5,
  '·': 0xfa,
};
/** Typographic characters a receipt may carry, mapped to what the printer can show. */
const lookalikes: Record<string, string> = {
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '–': '-',
  '—': '-',
  '„': '"',
  '“': '"',
  '”': '"',
  '‚': "'",
  '‘': "'",
  '’': "'",
  '…': '...',
  '−': '-',
};

/** Encodes text for PC858; anything the printer cannot show becomes '?'. */
export function encodePc858(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const replaced = lookalikes[char] ?? char;
    for (const c of replaced) {
      const code = c.codePointAt(0) ?? 0x3f;
      if (code >= 0x20 && code < 0x7f) bytes.push(code);
      else bytes.push(pc858[c] ?? 0x3f);
    }
  }
  return bytes;
}

/** The receipt as an ESC/POS byte stream for an 80 mm thermal printer. */
export function renderEscPos(lines: ReceiptLine[], width = LINE_WIDTH_80MM): Uint8Array {
  const out: number[] = [...commands.init, ...commands.codePagePc858];
  const text = (value: string) => out.push(...encodePc858(value), 0x0a);
  for (const line of lines) {
    switch (line.kind) {
      case 'title':
        out.push(...commands.alignCenter, ...commands.boldOn);
        wrapText(line.text, width).forEach(text);
        out.push(...commands.boldOff, ...commands.alignLeft);
        break;
      case 'ticket':
        out.push(...commands.alignCenter, ...commands.doubleSize, ...commands.boldOn);
        wrapText(line.text, Math.floor(width / 2)).forEach(text);
        out.push(...commands.boldOff, ...commands.normalSize, ...commands.alignLeft);
        break;
      case 'text':
        wrapText(line.text, width).forEach(text);
        break;
      case 'detail':
        wrapText(line.text, width - 2).forEach((wrapped) => text(`  ${wrapped}`));
        break;
      case 'item':
        columns(line.left, line.right, width).forEach(text);
        break;
      case 'total':
        out.push(...commands.boldOn);
        columns(line.left, line.right, width).forEach(text);
        out.push(...commands.boldOff);
        break;
      case 'rule':
        text('-'.repeat(width));
        break;
    }
  }
  out.push(...commands.feedAndCut);
  return Uint8Array.from(out);
}
