import { useMemo } from 'react';
import { unitCatalogue, unitLabel, type UnitId } from '../../../../domain/units/catalogue.js';
import { statisticsTexts } from '../../../i18n/statistics.js';
import { barChart } from '../section-chart.js';
import { StatisticsSection, type SectionProps } from '../statistics-section.js';

const headers = statisticsTexts.columns;
const unitName = ({ unit }: { unit: string }) => (unit in unitCatalogue ? unitLabel(unit as UnitId) : unit);

/** Products by how often they were ordered: the ten first in the chart, all of them in the table. */
export function PopularItems({ period, data }: SectionProps<'popular-items'>) {
  const chart = useMemo(() => {
    const top = data.slice(0, 10);
    return barChart(
      'counts',
      top.map((line) => line.name),
      [{ label: headers.lines, values: top.map((line) => line.lines) }],
    );
  }, [data]);
  return (
    <StatisticsSection
      title={statisticsTexts.sections.popularItems}
      name="produkte"
      period={period}
      rows={data}
      columns={(column) => [
        column.text(headers.product, (line) => line.name),
        column.amount(headers.amount, (line) => Number(line.amount)),
        column.text(headers.unit, unitName),
        column.count(headers.lines, (line) => line.lines),
        column.money(headers.gross, (line) => line.gross),
      ]}
      chart={chart}
    />
  );
}
