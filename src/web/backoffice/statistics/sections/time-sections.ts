import type { DayPeriod } from '../../../../domain/statistics/period.js';
import { statisticsTexts } from '../../../i18n/statistics.js';
import type { TimeCell } from './time-slots.js';

const { sections, columns } = statisticsTexts;

/** The two "when" views: orders by their placing time, visits by the time a page was seen. */
export const timeSections = {
  orders: {
    byHour: sections.orderHours,
    byWeekday: sections.orderWeekdays,
    counted: columns.orders,
    hourFile: 'bestellzeiten',
    weekdayFile: 'wochentage',
  },
  visits: {
    byHour: sections.visitHours,
    byWeekday: sections.visitWeekdays,
    counted: columns.visits,
    hourFile: 'besuchszeiten',
    weekdayFile: 'besuchstage',
  },
} as const;

export type TimeSectionProps = {
  of: keyof typeof timeSections;
  period: DayPeriod;
  data: readonly TimeCell[];
};
