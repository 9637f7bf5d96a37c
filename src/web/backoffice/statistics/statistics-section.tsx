import { useId } from 'react';
import type { StatisticsName, StatisticsResult } from '../../../domain/schemas/statistics.js';
import type { DayPeriod } from '../../../domain/statistics/period.js';
import { statisticsTexts } from '../../i18n/statistics.js';
import { t } from '../../i18n/t.js';
import { BarLineChart } from './bar-line-chart.js';
import { csvText } from './csv.js';
import { downloadText } from './download-csv.js';
import { NumbersTable } from './numbers-table.js';
import { measures, type SectionChart } from './section-chart.js';
import { columnKinds, type Column, type ColumnKinds } from './table-columns.js';

const texts = statisticsTexts;

/** What a section of the dashboard is given: the period and one statistics call's answer for it. */
export type SectionProps<Name extends StatisticsName> = { period: DayPeriod; data: StatisticsResult<Name> };

type Props<Row> = {
  /** Names the section, its chart and its table. */
  title: string;
  /** Names the file: `statistik-{name}-{from}-{to}.csv`. */
  name: string;
  period: DayPeriod;
  rows: readonly Row[];
  columns: (column: ColumnKinds<Row>) => readonly Column<Row>[];
  /** Drawn above the table from the same numbers; memoised by the caller, as each new one is drawn anew. */
  chart?: SectionChart;
};

/** A section of the dashboard: its chart, the numbers as a table, and the same table as a CSV file. */
export function StatisticsSection<Row>({ title, name, period, rows, columns, chart }: Props<Row>) {
  const headingId = useId();
  const table = columns(columnKinds);
  const cells = rows.map((row) => table.map((column) => column.cell(row)));
  const download = () =>
    downloadText(
      t(texts.fileName, { name, from: period.from, to: period.to }),
      csvText(
        table.map((column) => column.header),
        cells.map((row) => row.map((cell) => cell.csv)),
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
          {chart ? (
            <BarLineChart
              title={title}
              labels={chart.labels}
              series={chart.series}
              kind={chart.kind}
              {...measures[chart.measure]}
            />
          ) : null}
          <NumbersTable title={title} columns={table} rows={cells} />
        </>
      )}
    </section>
  );
}
