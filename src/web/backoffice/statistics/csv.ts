/**
 * CSV for Excel as Austrian offices have it: `;` between fields (the comma is the decimal sign there),
 * CRLF line ends, and a UTF-8 byte order mark, without which Excel reads umlauts as Windows-1252.
 */

/** A number written with a decimal comma and a fixed count of decimals, e.g. euros with 2. */
export type CsvDecimal = { decimal: number; digits: number };
export type CsvCell = string | number | CsvDecimal | null;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const NEEDS_QUOTES = /[;"\r\n]/;
// A text starting like a formula would run as one in Excel (CSV injection): page paths come from guests.
const FORMULA_START = /^[=+\-@\t\r]/;

function numberText(value: number, digits: number): string {
  if (!Number.isFinite(value)) return '';
  return value.toFixed(digits).replace('.', ',');
}

function text(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return numberText(cell, Number.isInteger(cell) ? 0 : 2);
  if (typeof cell === 'object') return numberText(cell.decimal, cell.digits);
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** One field, quoted where it holds a separator, a quote or a line break (quotes doubled). */
export function csvField(cell: CsvCell): string {
  const value = text(cell);
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The file's text: a header row, then the rows, each line ended by CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(SEPARATOR));
  return `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** Cents as euros with two decimals. */
export const euros = (cents: number): CsvDecimal => ({ decimal: cents / 100, digits: 2 });
