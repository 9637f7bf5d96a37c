import { useId, type ReactNode } from 'react';
import type { DayPeriod } from '../../../domain/statistics/period.js';
import { statisticsTexts } from '../../i18n/statistics.js';
import { t } from '../../i18n/t.js';
import { csvText, type CsvCell } from './csv.js';
import { downloadText } from './download-csv.js';

const texts = statisticsTexts;

export type Column = { header: string; numeric?: boolean };
/** A cell: what the page shows, and what the CSV holds (numbers as numbers, not as formatted text). */
export type Cell = { shown: ReactNode; csv: CsvCell };

type Props = {
  /** Names the section, the table and the file (`statistik-{name}-{from}-{to}.csv`). */
  title: string;
  name: string;
  period: DayPeriod;
  columns: readonly Column[];
  rows: readonly (readonly Cell[])[];
  /** A chart drawn from the same numbers, shown above the table. */
  chart?: ReactNode;
};

/** A section of the dashboard: its chart, the numbers as a table, and the same table as a CSV file. */
export function StatisticsTable({ title, name, period, columns, rows, chart }: Props) {
  const headingId = useId();
  const download = () =>
    downloadText(
      t(texts.fileName, { name, from: period.from, to: period.to }),
      csvText(
        columns.map((column) => column.header),
        rows.map((row) => row.map((cell) => cell.csv)),
      ),
    );
  return (
    <section className="bo-stats__section" aria-labelledby={headingId}>
      <div className="bo-stats__section-head">
        <h2 id={headingId}>{title}</h2>
        {rows.length > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={download}
            aria-label={t(texts.csvLabel, { title })}
          >
            {texts.csv}
          </button>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="bo-empty">{texts.empty}</p>
      ) : (
        <>
          {chart}
          <div
            className="bo-table-wrap bo-stats__table"
            role="region"
            aria-label={t(texts.table, { title })}
            tabIndex={0}
          >
            <table className="bo-table">
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.header}
                      scope="col"
                      className={column.numeric ? 'bo-table__numeric' : undefined}
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, index) => (
                      <td key={index} className={columns[index]?.numeric ? 'bo-table__numeric' : undefined}>
                        {cell.shown}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
