import { statisticsTexts } from '../../i18n/statistics.js';
import { t } from '../../i18n/t.js';
import type { Cell } from './table-columns.js';

type Props = {
  title: string;
  columns: readonly { header: string; numeric: boolean }[];
  rows: readonly (readonly Cell[])[];
};

/** A section's numbers as a table that scrolls on its own, named for the section. */
export function NumbersTable({ title, columns, rows }: Props) {
  return (
    <div
      className="bo-table-wrap bo-stats__table"
      role="region"
      aria-label={t(statisticsTexts.table, { title })}
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
  );
}
