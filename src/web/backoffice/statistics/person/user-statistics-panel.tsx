import { useId } from 'react';
import { personStatisticsTexts as texts } from '../../../i18n/statistics.js';
import { t } from '../../../i18n/t.js';
import { isAdmin, useCurrentUser } from '../../auth/api/current-user.js';
import { entryName } from '../../entities/cell-text.js';
import type { EntityPanelProps } from '../../entities/entity-panel-props.js';
import { PersonStatistics } from './person-statistics.js';

/** Below a person's form, for administrators: that person's statistics. */
export function UserStatisticsPanel({ record }: EntityPanelProps) {
  const titleId = useId();
  const user = useCurrentUser().data;
  if (user === undefined || !isAdmin(user)) return null;
  return (
    <section className="bo-user-stats" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(texts.ofPerson, { name: entryName(record) || String(record.id) })}</h2>
      <PersonStatistics user={record.id} />
    </section>
  );
}
