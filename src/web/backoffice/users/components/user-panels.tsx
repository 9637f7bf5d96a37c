import type { EntityPanelProps } from '../../entities/entity-panel-props.js';
import { UserStatisticsPanel } from '../../statistics/person/user-statistics-panel.js';
import { ClockLinkPanel } from './clock-link-panel.js';

/** Below a person's form, for administrators: their clock link, then their statistics. */
export function UserPanels({ record }: EntityPanelProps) {
  return (
    <>
      <ClockLinkPanel record={record} />
      <UserStatisticsPanel record={record} />
    </>
  );
}
