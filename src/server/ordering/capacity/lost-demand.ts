import type { Db } from '../../db/client.js';
import { lostDemandRows } from './queries.js';

/** GET /api/statistics/lost-demand: orders moved or refused per Vienna day, reason and outcome. */
export async function lostDemand(
  db: Db,
  period: { from: string; to: string; branchIds: readonly number[] | undefined },
) {
  const days = (await lostDemandRows(db, period)).map((row) => ({ ...row, orders: Number(row.orders) }));
  const total = (outcome: 'moved' | 'refused') =>
    days.filter((day) => day.outcome === outcome).reduce((sum, day) => sum + day.orders, 0);
  return { moved: total('moved'), refused: total('refused'), days };
}
