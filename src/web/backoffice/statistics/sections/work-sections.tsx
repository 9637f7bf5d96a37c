import type { DayPeriod } from '../../../../domain/statistics/period.js';
import { QueryState } from '../query-state.js';
import { useStatistics } from '../use-statistics.js';
import { PlannedShifts } from './planned-shifts.js';
import { WorkedHours } from './worked-hours.js';

/** Hours worked and planned per person in the branches the user may see. */
export function WorkSections({ period, branch }: { period: DayPeriod; branch: number | undefined }) {
  const worked = useStatistics('working-activities', period, branch);
  const planned = useStatistics('working-schedules', period, branch);
  return (
    <div className="bo-stats__pair">
      <QueryState query={worked}>{(data) => <WorkedHours period={period} data={data} />}</QueryState>
      <QueryState query={planned}>{(data) => <PlannedShifts period={period} data={data} />}</QueryState>
    </div>
  );
}
