import type { AnalyticsEntry } from '../../../domain/schemas/analytics.js';
import type { Db } from '../../db/client.js';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import { insertAnalyticsEvent } from './queries.js';

/** A purchase's or an added item's worth, when the browser named one, so totals need no JSON digging. */
function valueOf(entry: AnalyticsEntry): number | null {
  const value = entry.data?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Stores one analytics entry; the visitor is only the day's hash, never the address. */
export async function recordAnalyticsEntry(
  db: Db,
  entry: AnalyticsEntry,
  visitor: { hash: string; at: Date },
): Promise<void> {
  const path = entry.type === 'pageview' ? entry.action : null;
  await insertAnalyticsEvent(
    db,
    {
      type: entry.type,
      action: entry.action,
      category: entry.category ?? null,
      path,
      value: valueOf(entry),
      visitorHash: visitor.hash,
      data: entry.data ?? null,
      createdAt: visitor.at,
    },
    { day: viennaParts(visitor.at).date, key: path ?? entry.action },
  );
}
