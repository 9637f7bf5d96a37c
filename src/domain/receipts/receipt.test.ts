import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodePc858, LINE_WIDTH_80MM, renderEscPos } from './escpos.js';
import { receiptLines } from './receipt.js';
import { receiptFixture } from './receipt-fixture.js';
import { columns, wrapText } from './wrap.js';

/** The printable lines of an ESC/POS stream, skipping the command sequences this renderer emits. */
function printedLines(bytes: Uint8Array): string[] {
  const ESC = 0x1b;
  const GS = 0x1d;
  const commandLength = (at: number): number => {
    const next = String.fromCharCode(bytes[at + 1] ?? 0);
    if (bytes[at] === ESC) return next === '@' ? 2 : 3;
    if (bytes[at] === GS) return next === 'V' ? 4 : 3;
    return 0;
  };
  const printable: number[] = [];
  for (let at = 0; at < bytes.length;) {
    const skip = commandLength(at);
    if (skip > 0) at += skip;
    else printable.push(bytes[at++] ?? 0);
  }
  return Buffer.from(printable).toString('latin1').split('\n').slice(0, -1);
}

describe('receipt', () => {
  it('carries ticket, time in Vienna, method, customer, items with parts, fee, total and taxes', () => {
    const lines = receiptLines(receiptFixture());
    const texts = lines
      .map((line) => ('text' in line ? line.text : 'left' in line ? `${line.left} ${line.right}` : '—'))
      .map((text) => text.replace(/\s/gu, ' '));
    expect(texts).toContain('Nr. 12');
    expect(texts).toContain('Bestellt: 20.11.2026 09:31 Uhr');
    expect(texts).toContain('Termin: 20.11.2026 12:00 Uhr');
    expect(texts).toContain('Art: Lieferung');
    expect(texts).toContain('Bahnhofstraße 3, 2. Stock');
    expect(texts).toContain('Getränk: Melange');
    expect(texts).toContain('Wunsch: Ei bitte hart gekocht');
    expect(texts.some((text) => text.startsWith('0,25 kg × Vorarlberger Bergkäse'))).toBe(true);
    expect(texts).toContain('Gesamt € 38,05');
    expect(texts).toContain('20 % MwSt. von € 3,50: € 0,58');
    expect(texts).toContain('Zahlung: Barzahlung');
  });

  it('leaves the customer out when staff hide customer data', () => {
    const input = { ...receiptFixture(), showCustomerData: false };
    const texts = receiptLines(input).map((line) => ('text' in line ? line.text : ''));
    expect(texts).not.toContain('Anna Müller');
    expect(texts).not.toContain('Tel. +436641234567');
  });

  it('prints German letters and the euro sign in code page PC858, and cuts the paper', () => {
    expect(encodePc858('Käse € ß Ü')).toEqual([0x4b, 0x84, 0x73, 0x65, 0x20, 0xd5, 0x20, 0xe1, 0x20, 0x9a]);
    expect(encodePc858('„a“ – b\u00a0c')).toEqual([...Buffer.from('"a" - b c', 'latin1')]);
    expect(encodePc858('😀')).toEqual([0x3f]);
    const bytes = renderEscPos(receiptLines(receiptFixture()));
    expect([...bytes.slice(0, 5)]).toEqual([0x1b, 0x40, 0x1b, 0x74, 19]);
    expect([...bytes.slice(-4)]).toEqual([0x1d, 0x56, 66, 0]);
  });

  it('never prints a line wider than the paper, whatever the texts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 120 }), (name, comment) => {
        const input = receiptFixture({ comment });
        input.order.items[0] = { ...input.order.items[0]!, name };
        for (const line of printedLines(renderEscPos(receiptLines(input)))) {
          expect(line.length).toBeLessThanOrEqual(LINE_WIDTH_80MM);
        }
      }),
    );
  });

  it('wraps without losing words and keeps amounts right-aligned', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zäöü]{1,60}$/), { maxLength: 30 }),
        fc.integer({ min: 8, max: 48 }),
        (words, width) => {
          const wrapped = wrapText(words.join(' '), width);
          for (const line of wrapped) expect(line.length).toBeLessThanOrEqual(width);
          expect(wrapped.join('').replaceAll(' ', '')).toBe(words.join(''));
        },
      ),
    );
    const [line] = columns('2 × Melange', '€ 7,80', 48);
    expect(line).toHaveLength(48);
    expect(line?.endsWith('€ 7,80')).toBe(true);
  });
});
