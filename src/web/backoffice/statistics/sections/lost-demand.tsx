import { useMemo } from 'react';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { barChart } from '../section-chart.js';
import { StatisticsSection, type SectionProps } from '../statistics-section.js';

const text = statisticsTexts.lostDemand;

/** Orders moved or refused by kitchen capacity, a pause or 'Viel los' (ADR 037): the demand lost. */
export function LostDemand({ period, data }: SectionProps<'lost-demand'>) {
  const chart = useMemo(() => {
    const dates = [...new Set(data.days.map((day) => day.date))];
    const per = (outcome: 'moved' | 'refused') =>
      dates.map((date) =>
        data.days
          .filter((day) => day.date === date && day.outcome === outcome)
          .reduce((sum, day) => sum + day.orders, 0),
      );
    return barChart('counts', dates, [
      { label: text.outcomes.moved, values: per('moved') },
      { label: text.outcomes.refused, values: per('refused') },
    ]);
  }, [data]);
  return (
    <StatisticsSection
      title={statisticsTexts.sections.lostDemand}
      name="verlorene-nachfrage"
      period={period}
      rows={data.days}
      columns={(column) => [
        column.text(statisticsTexts.columns.date, (day) => day.date),
        column.text(text.reason, (day) => text.reasons[day.reason]),
        column.text(text.outcome, (day) => text.outcomes[day.outcome]),
        column.count(text.orders, (day) => day.orders),
      ]}
      chart={chart}
    />
  );
}
