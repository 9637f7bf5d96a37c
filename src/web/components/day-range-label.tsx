import {
  formatGroupLabel,
  weekdayLabel,
  type OpeningHoursGroup,
} from '../../domain/opening-hours/display-groups.js';
import { de } from '../i18n/de.js';
import { t } from '../i18n/t.js';

/** 'Mo - Fr' on screen, 'Montag bis Freitag' for screen readers, which stumble over the short forms. */
export function DayRangeLabel({ group }: { group: Pick<OpeningHoursGroup, 'days'> }) {
  const first = group.days[0];
  const last = group.days.at(-1);
  if (first === undefined || last === undefined) return null;
  const spoken =
    first === last
      ? weekdayLabel(first)
      : t(de.hours.spokenRange, { from: weekdayLabel(first), to: weekdayLabel(last) });
  return (
    <>
      <span aria-hidden="true">{formatGroupLabel(group)}</span>
      <span className="visually-hidden">{spoken}</span>
    </>
  );
}
