import { describe, expect, it } from 'vitest';
import { csvField, csvText, euros } from './csv.js';

describe('CSV for Excel', () => {
  it('starts with the UTF-8 byte order mark and ends every line with CRLF', () => {
    const file = csvText(['Seite', 'Aufrufe'], [['/über-uns', 3]]);
    expect(file).toBe('\uFEFFSeite;Aufrufe\r\n/über-uns;3\r\n');
    expect(new TextEncoder().encode(file).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes fields with a separator, a quote or a line break and doubles the quotes', () => {
    expect(csvField('Kaffee; groß')).toBe('"Kaffee; groß"');
    expect(csvField('Der "Kleine" Braune')).toBe('"Der ""Kleine"" Braune"');
    expect(csvField('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvField('Zeile 1\r\nZeile 2')).toBe('"Zeile 1\r\nZeile 2"');
    expect(csvField('Apfel, Birne')).toBe('Apfel, Birne');
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
  });

  it('writes numbers with a decimal comma and no thousands separator', () => {
    expect(csvField(1234567)).toBe('1234567');
    expect(csvField(2.5)).toBe('2,50');
    expect(csvField(euros(123456))).toBe('1234,56');
    expect(csvField(euros(-50))).toBe('-0,50');
    expect(csvField(euros(5))).toBe('0,05');
    expect(csvField({ decimal: 0.125, digits: 3 })).toBe('0,125');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('keeps a text that starts like a formula from running as one', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+43 664')).toBe("'+43 664");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@SUMME(A1)')).toBe("'@SUMME(A1)");
    // Negative numbers are numbers, not text.
    expect(csvField(-5)).toBe('-5');
  });

  it('builds a whole table a spreadsheet splits back into the same cells', () => {
    const rows = [
      ['Melange "groß"', euros(450), 2],
      ['Kipferl; frisch', euros(120), 10],
    ] as const;
    const file = csvText(['Produkt', 'Umsatz', 'Menge'], rows);
    const parsed = parseCsv(file.slice(1));
    expect(parsed).toEqual([
      ['Produkt', 'Umsatz', 'Menge'],
      ['Melange "groß"', '4,50', '2'],
      ['Kipferl; frisch', '1,20', '10'],
    ]);
  });
});

/** A plain RFC 4180 reader with `;`, to check the writer against. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}
