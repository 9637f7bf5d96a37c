import { formatNumber } from '../../../domain/money/format.js';
import { euros, type CsvCell } from './csv.js';
import { dayText, euroText, hoursText } from './statistics-format.js';

/** A cell: what the page shows, and what the CSV holds (numbers as numbers, not as formatted text). */
export type Cell = { shown: string; csv: CsvCell };

/** A column of a section's table: its header, whether it holds numbers (aligned right), each row's cell. */
export type Column<Row> = { header: string; numeric: boolean; cell: (row: Row) => Cell };

function columnOf<Value>(numeric: boolean, toCell: (value: Value) => Cell) {
  return <Row>(header: string, value: (row: Row) => Value): Column<Row> => ({
    header,
    numeric,
    cell: (row) => toCell(value(row)),
  });
}

type ColumnOf<Row, Value> = (header: string, value: (row: Row) => Value) => Column<Row>;

/** The kinds of column a section's table can have, for its rows: `column.money(header, (day) => day.gross)`. */
export type ColumnKinds<Row> = {
  text: ColumnOf<Row, string>;
  day: ColumnOf<Row, string>;
  count: ColumnOf<Row, number>;
  money: ColumnOf<Row, number>;
  hours: ColumnOf<Row, number>;
  /** Amounts sold, to the gram or millilitre: three decimals. */
  amount: ColumnOf<Row, number>;
};

export const columnKinds = {
  text: columnOf(false, (text: string) => ({ shown: text, csv: text })),
  day: columnOf(false, (date: string) => ({ shown: dayText(date), csv: dayText(date) })),
  count: columnOf(true, (count: number) => ({ shown: formatNumber(count, 0), csv: count })),
  money: columnOf(true, (cents: number) => ({ shown: euroText(cents), csv: euros(cents) })),
  hours: columnOf(true, (minutes: number) => ({
    shown: hoursText(minutes),
    csv: { decimal: minutes / 60, digits: 2 },
  })),
  amount: columnOf(true, (amount: number) => ({
    shown: formatNumber(amount, 3),
    csv: { decimal: amount, digits: 3 },
  })),
};
