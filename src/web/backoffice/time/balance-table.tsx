import type { HolidayBalanceEntry } from '../../../domain/schemas/holiday-balances.js';
import { timeBackofficeDe } from '../../i18n/time-backoffice.js';

const headers = timeBackofficeDe.balances.columns;

/** The numbers beside each person's name, in the order the table shows them. */
const dayColumns: readonly { header: string; value: (balance: HolidayBalanceEntry) => number }[] = [
  { header: headers.daysPerWeek, value: (balance) => balance.workingDaysPerWeek },
  { header: headers.entitlement, value: (balance) => balance.entitlementDays },
  { header: headers.carriedOver, value: (balance) => balance.carriedOverDays },
  { header: headers.taken, value: (balance) => balance.takenDays },
  { header: headers.remaining, value: (balance) => balance.remainingDays },
  { header: headers.expiring, value: (balance) => balance.expiringDays },
];

/** Holiday balances as a table: a person per row, days as numbers. */
export function BalanceTable({
  caption,
  balances,
}: {
  caption: string;
  balances: readonly HolidayBalanceEntry[];
}) {
  return (
    <div className="bo-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="bo-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.name}</th>
            {dayColumns.map((column) => (
              <th key={column.header} scope="col" className="bo-table__numeric">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {balances.map((balance) => (
            <tr key={balance.user}>
              <th scope="row">{balance.name}</th>
              {dayColumns.map((column) => (
                <td key={column.header} className="bo-table__numeric">
                  {column.value(balance).toLocaleString('de-AT')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
