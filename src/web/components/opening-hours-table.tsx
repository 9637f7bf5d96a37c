import { displayGroups, formatHours } from '../../domain/opening-hours/display-groups.js';
import type { OpeningHoursRule } from '../../domain/opening-hours/rules.js';
import { de } from '../i18n/de.js';
import { DayRangeLabel } from './day-range-label.js';

interface OpeningHoursTableProps {
  rules: readonly OpeningHoursRule[];
  caption: string;
}

/** The regular week, days with equal hours folded into ranges ('Mo - Fr'), closed days spelled out. */
export function OpeningHoursTable({ rules, caption }: OpeningHoursTableProps) {
  return (
    <table className="hours-table">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {displayGroups(rules).map((group) => (
          <tr key={group.days.join('-')}>
            <th scope="row">
              <DayRangeLabel group={group} />
            </th>
            <td>{group.isClosed ? de.hours.closed : formatHours(group.hours)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
