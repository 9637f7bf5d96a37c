import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { backoffice } from '../../../i18n/backoffice.js';
import { t } from '../../../i18n/t.js';
import type { ListView } from '../list-view.js';

export type ListColumn = { key: string; label: string; numeric?: boolean };

type Props<Row> = {
  caption: string;
  columns: readonly ListColumn[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  cell: (row: Row, column: string) => ReactNode;
  /** The first column links to the entry, where there is a screen for it. */
  rowLink?: ((row: Row) => string) | undefined;
  sort: ListView['sort'];
  onSort: (column: string) => void;
};

/** A sortable table whose first cell opens the entry; it scrolls sideways on its own on narrow screens. */
export function ListTable<Row>({ caption, columns, rows, rowKey, cell, rowLink, sort, onSort }: Props<Row>) {
  return (
    <div className="bo-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="bo-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.column === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className={column.numeric ? 'bo-table__numeric' : undefined}
                >
                  <button
                    type="button"
                    className="bo-table__sort"
                    onClick={() => onSort(column.key)}
                    title={t(backoffice.list.sortBy, { column: column.label })}
                  >
                    {column.label}
                    <span aria-hidden="true" className="bo-table__arrow">
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td key={column.key} className={column.numeric ? 'bo-table__numeric' : undefined}>
                  {index === 0 && rowLink ? (
                    <Link to={rowLink(row)}>{cell(row, column.key)}</Link>
                  ) : (
                    cell(row, column.key)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
