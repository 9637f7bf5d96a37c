import { branchState, pickupFrom } from '../../../../domain/opening-hours/branch-state.js';
import { formatHours, weekdayLabel } from '../../../../domain/opening-hours/display-groups.js';
import type { Branch } from '../../../../domain/schemas/branch.js';
import { de } from '../../../i18n/de.js';
import { t } from '../../../i18n/t.js';

interface BranchStatusLinesProps {
  branch: Pick<Branch, 'openingHours' | 'orderableFrom' | 'closedMessage'>;
  now: Date;
}

/** Today's hours and pickup window while open; otherwise when the branch opens next. */
export function BranchStatusLines({ branch, now }: BranchStatusLinesProps) {
  const state = branchState(branch.openingHours, now);
  const shift = state.currentShift;

  if (state.status !== 'closed' && shift !== undefined) {
    // A shift that began yesterday (a bar open past midnight) has no entry among today's shifts.
    const today = state.todayShifts.length > 0 ? state.todayShifts : [shift];
    return (
      <ul className="branch-status">
        <li className="state--open">{t(de.branchStatus.openToday, { hours: formatHours(today) })}</li>
        <li>{t(de.branchStatus.pickup, { from: pickupFrom(shift, branch.orderableFrom), to: shift.to })}</li>
        {state.status === 'closingSoon' ? (
          <li>
            <strong className="state--closing-soon">
              {t(de.branchStatus.closingSoon, { time: shift.to })}
            </strong>
          </li>
        ) : null}
      </ul>
    );
  }

  const next = state.nextShift;
  let line: string;
  if (next === undefined) line = branch.closedMessage || de.branchStatus.closed;
  else if (next.day === 'today') line = t(de.branchStatus.openLaterToday, { from: next.from, to: next.to });
  else line = t(de.branchStatus.opensOn, { day: weekdayLabel(next.day), time: next.from });
  return (
    <ul className="branch-status">
      <li className="state--closed">{line}</li>
    </ul>
  );
}
