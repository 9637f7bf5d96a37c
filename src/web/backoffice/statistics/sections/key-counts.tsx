import type { StatisticsResult } from '../../../../domain/schemas/statistics.js';
import type { DayPeriod } from '../../../../domain/statistics/period.js';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { StatisticsSection } from '../statistics-section.js';

const { sections, columns: headers } = statisticsTexts;

const tables = {
  pages: { title: sections.pages, name: 'seiten', header: headers.page },
  events: { title: sections.events, name: 'ereignisse', header: headers.event },
};

type Props = { of: keyof typeof tables; period: DayPeriod; data: StatisticsResult<'pages' | 'events'> };

/** How often each page was viewed or each event happened: a table without a chart. */
export function KeyCounts({ of, period, data }: Props) {
  const { title, name, header } = tables[of];
  return (
    <StatisticsSection
      title={title}
      name={name}
      period={period}
      rows={data}
      columns={(column) => [
        column.text(header, (row) => row.key),
        column.count(headers.count, (row) => row.value),
      ]}
    />
  );
}
