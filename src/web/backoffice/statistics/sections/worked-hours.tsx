import { statisticsTexts } from '../../../i18n/statistics.js';
import { StatisticsSection, type SectionProps } from '../statistics-section.js';

const headers = statisticsTexts.columns;

export function WorkedHours({ period, data }: SectionProps<'working-activities'>) {
  return (
    <StatisticsSection
      title={statisticsTexts.sections.workingActivities}
      name="arbeitszeiten"
      period={period}
      rows={data}
      columns={(column) => [
        column.text(headers.person, (person) => person.name),
        column.count(headers.days, (person) => person.days.length),
        column.hours(headers.worked, (person) => person.minutes),
      ]}
    />
  );
}
