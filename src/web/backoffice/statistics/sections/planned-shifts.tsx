import { statisticsTexts } from '../../../i18n/statistics.js';
import { StatisticsSection, type SectionProps } from '../statistics-section.js';

const headers = statisticsTexts.columns;

export function PlannedShifts({ period, data }: SectionProps<'working-schedules'>) {
  return (
    <StatisticsSection
      title={statisticsTexts.sections.workingSchedules}
      name="schichten"
      period={period}
      rows={data}
      columns={(column) => [
        column.text(headers.person, (person) => person.name),
        column.count(headers.shifts, (person) => person.shifts),
        column.hours(headers.planned, (person) => person.minutes),
      ]}
    />
  );
}
