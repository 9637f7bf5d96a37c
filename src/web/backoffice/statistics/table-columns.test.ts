import { describe, expect, it } from 'vitest';
import { columnKinds } from './table-columns.js';

type Line = { date: string; name: string; cents: number; count: number; minutes: number; amount: number };
const line: Line = {
  date: '2026-11-05',
  name: 'Kaisersemmel',
  cents: 123456,
  count: 1234,
  minutes: 450,
  amount: 1.25,
};

describe('table columns', () => {
  it('shows numbers as Austrians write them and hands the CSV the numbers themselves', () => {
    const { money, count, hours, amount } = columnKinds;
    expect(money<Line>('Brutto (€)', (row) => row.cents).cell(line)).toEqual({
      shown: '1\u00a0234,56',
      csv: { decimal: 1234.56, digits: 2 },
    });
    expect(count<Line>('Bestellungen', (row) => row.count).cell(line)).toEqual({
      shown: '1\u00a0234',
      csv: 1234,
    });
    expect(hours<Line>('Gearbeitet (h)', (row) => row.minutes).cell(line)).toEqual({
      shown: '7,5',
      csv: { decimal: 7.5, digits: 2 },
    });
    expect(amount<Line>('Menge', (row) => row.amount).cell(line)).toEqual({
      shown: '1,25',
      csv: { decimal: 1.25, digits: 3 },
    });
  });

  it('writes days and texts the same on the page and in the CSV', () => {
    expect(columnKinds.day<Line>('Datum', (row) => row.date).cell(line)).toEqual({
      shown: '05.11.2026',
      csv: '05.11.2026',
    });
    expect(columnKinds.text<Line>('Produkt', (row) => row.name).cell(line)).toEqual({
      shown: 'Kaisersemmel',
      csv: 'Kaisersemmel',
    });
  });

  it('sets numbers right and texts left', () => {
    const numeric = Object.entries(columnKinds).map(([kind, column]) => [
      kind,
      column<Line>('Spalte', () => 0 as never).numeric,
    ]);
    expect(Object.fromEntries(numeric)).toEqual({
      text: false,
      day: false,
      count: true,
      money: true,
      hours: true,
      amount: true,
    });
  });
});
