import { describe, expect, it } from 'vitest';
import { monthSheet } from '../../../domain/time-tracking/time-sheet.js';
import { monthSheetCsv } from './month-sheet-csv.js';

const csvOf = (name: string) =>
  monthSheetCsv({ person: { id: 1, name }, sheet: monthSheet('2026-02', [], 5), balance: null })
    .replace(/^\uFEFF/, '')
    .split('\r\n');

describe('the time sheet as CSV', () => {
  it('keeps a name that looks like a formula as text, and quotes separators', () => {
    expect(csvOf('=HYPERLINK("x")')[0]).toBe(`Person;"'=HYPERLINK(""x"")"`);
    expect(csvOf('Huber; Maria')[0]).toBe('Person;"Huber; Maria"');
  });

  it('lists every day of a month without activities and says that no balance is shown', () => {
    const lines = csvOf('Maria');
    expect(lines.filter((line) => /^\d\d\.02\.2026;/.test(line))).toHaveLength(28);
    expect(lines).toContain('Summe;;;;;0:00;0:00');
    expect(lines.at(-2)).toBe(
      'Urlaubskonto;Kein Urlaubskonto (keine Beschäftigungsdaten hinterlegt oder nicht einsehbar).',
    );
  });
});
