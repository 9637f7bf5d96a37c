import type { HolidayBalanceEntry } from '../../../domain/schemas/holiday-balances.js';
import { timeBackofficeDe } from '../../i18n/time-backoffice.js';

const texts = timeBackofficeDe.balances;
const days = (value: number) => value.toLocaleString('de-AT');

/** Holiday balances as a table: a person per row, days as numbers. */
export function BalanceTable({
  caption,
  balances,
}: {
  caption: string;
  balances: readonly HolidayBalanceEntry[];
}) {
  const c = texts.columns;
  return (
    <div className="bo-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="bo-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.name}</th>
            <th scope="col" className="bo-table__numeric">
              {c.daysPerWeek}
            </th>
            <th scope="col" className="bo-table__numeric">
              {c.entitlement}
            </th>
            <th scope="col" className="bo-table__numeric">
              {c.carriedOver}
            </th>
            <th scope="col" className="bo-table__numeric">
              {c.taken}
            </th>
            <th scope="col" className="bo-table__numeric">
              {c.remaining}
            </th>
            <th scope="col" className="bo-table__numeric">
              {c.expiring}
            </th>
          </tr>
        </thead>
        <tbody>
          {balances.map((balance) => (
            <tr key={balance.user}>
              <th scope="row">{balance.name}</th>
              <td className="bo-table__numeric">{balance.workingDaysPerWeek}</td>
              <td className="bo-table__numeric">{days(balance.entitlementDays)}</td>
              <td className="bo-table__numeric">{days(balance.carriedOverDays)}</td>
              <td className="bo-table__numeric">{days(balance.takenDays)}</td>
              <td className="bo-table__numeric">{days(balance.remainingDays)}</td>
              <td className="bo-table__numeric">{days(balance.expiringDays)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
