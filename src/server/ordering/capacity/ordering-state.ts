import { orderingState, type OrderingState } from '../../../domain/capacity/ordering-state.js';
import type { Db } from '../../db/client.js';
import { recordChange } from '../../organisation/index.js';
import { claimAutoState, ordersInProgress, readCapacityRow, type CapacityRow } from './queries.js';

/** The log's entity for every change of a branch's busy mode and pause, by staff or by a rule. */
export const ORDERING_STATE_ENTITY = 'branch-ordering-state';

export interface BranchOrderingState {
  row: CapacityRow;
  state: OrderingState;
}

/**
 * The branch's busy mode and pause now. The automatic rules (orders in progress) apply while capacity is
 * on; when the rule in force differs from the one last seen, the first request to notice logs it, naming
 * the rule and the count that set it off.
 */
export async function currentOrderingState(
  db: Db,
  branchId: number,
  now: Date,
): Promise<BranchOrderingState> {
  const row = await readCapacityRow(db, branchId);
  const { autoRules, isEnabled } = row.settings;
  const hasAutoRules = isEnabled && (autoRules.busyAbove !== null || autoRules.pauseAbove !== null);
  const inProgress = hasAutoRules ? await ordersInProgress(db, branchId) : 0;
  const rules = hasAutoRules ? autoRules : { ...autoRules, busyAbove: null, pauseAbove: null };
  const state = orderingState(row, rules, inProgress, now);
  if (state.auto !== row.autoState && (await claimAutoState(db, branchId, state.auto))) {
    await recordChange(db, {
      userId: null,
      action: 'update',
      entity: ORDERING_STATE_ENTITY,
      entityId: branchId,
      before: { auto: row.autoState },
      after: {
        auto: state.auto,
        by: 'rule',
        rule:
          state.auto === 'pause'
            ? `mehr als ${autoRules.pauseAbove} Bestellungen in Arbeit: pausieren`
            : state.auto === 'busy'
              ? `mehr als ${autoRules.busyAbove} Bestellungen in Arbeit: +${autoRules.busyMinutes} Minuten`
              : 'Regel nicht mehr erfüllt',
        inProgress,
      },
      at: now,
    });
  }
  return { row: { ...row, autoState: state.auto }, state };
}
