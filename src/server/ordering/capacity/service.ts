import type { OrderMethod } from '../../../domain/cart/order-method.js';
import type { OrderingState } from '../../../domain/capacity/ordering-state.js';
import type { CapacitySlots, OrderingStatus } from '../../../domain/capacity/public-state.js';
import type { CapacitySettings, OrderingChange } from '../../../domain/capacity/settings.js';
import type { LocalDate } from '../../../domain/opening-hours/vienna-time.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { recordChange } from '../../organisation/index.js';
import { daySlots } from './availability.js';
import { currentOrderingState, ORDERING_STATE_ENTITY, type BranchOrderingState } from './ordering-state.js';
import { departmentOfBranch, readCapacityRow, writeCapacityRow } from './queries.js';

const MINUTE = 60_000;

export function statusOf(state: OrderingState, settings: CapacitySettings): OrderingStatus {
  return {
    isPaused: state.isPaused,
    resumesAt: state.resumesAt?.toISOString() ?? null,
    extraMinutes: state.extraMinutes,
    isCapacityEnabled: settings.isEnabled,
  };
}

/** The back office's 'Kapazität': the settings with the busy mode and pause in force. */
export async function capacityOf(db: Db, branchId: number, now: Date) {
  const { row, state } = await currentOrderingState(db, branchId, now);
  return {
    settings: row.settings,
    busyMinutes: row.busyMinutes,
    status: statusOf(state, row.settings),
  };
}

export async function saveCapacity(
  db: Db,
  input: { branchId: number; settings: CapacitySettings; userId: number | null; now: Date },
) {
  if (
    input.settings.departmentId !== null &&
    !(await departmentOfBranch(db, input.settings.departmentId, input.branchId))
  ) {
    throw new HttpError(422, 'Bitte wählen Sie eine Abteilung dieser Filiale.', 'departmentId');
  }
  await db.transaction(async (tx) => {
    const before = await readCapacityRow(tx, input.branchId);
    await writeCapacityRow(tx, input.branchId, { settings: input.settings });
    await recordChange(tx, {
      userId: input.userId,
      action: 'update',
      entity: 'branch-capacity',
      entityId: input.branchId,
      before: before.settings,
      after: input.settings,
      at: input.now,
    });
  });
  return capacityOf(db, input.branchId, input.now);
}

/**
 * 'Viel los' and the pause of online orders, set on the board or in the back office; the log names the
 * person, or the board when a board made it.
 */
export async function changeOrdering(
  db: Db,
  input: {
    branchId: number;
    change: OrderingChange;
    userId: number | null;
    by: 'backoffice' | 'frontdesk-board';
    now: Date;
  },
) {
  const { change, now } = input;
  const changes =
    change.action === 'busy'
      ? { busyMinutes: change.minutes }
      : change.action === 'pause'
        ? {
            pausedAt: now,
            pausedUntil: change.minutes === null ? null : new Date(now.getTime() + change.minutes * MINUTE),
          }
        : { pausedAt: null, pausedUntil: null };
  await db.transaction(async (tx) => {
    const before = await readCapacityRow(tx, input.branchId);
    await writeCapacityRow(tx, input.branchId, changes);
    await recordChange(tx, {
      userId: input.userId,
      action: 'update',
      entity: ORDERING_STATE_ENTITY,
      entityId: input.branchId,
      before: { busyMinutes: before.busyMinutes, pausedAt: before.pausedAt, pausedUntil: before.pausedUntil },
      after: { ...changes, by: input.by },
      at: now,
    });
  });
  return capacityOf(db, input.branchId, now);
}

/**
 * The picker's answer for a day: every slot with whether a cart of `minutes` make time fits it, under the
 * branch's `ordering`.
 */
export async function capacitySlots(
  db: Db,
  input: {
    branchId: number;
    date: LocalDate;
    method: OrderMethod;
    minutes: number;
    ordering: BranchOrderingState;
  },
): Promise<CapacitySlots> {
  const { row, state } = input.ordering;
  const { settings } = row;
  const minutes = settings.isEnabled ? input.minutes : 0;
  const slots = await daySlots(db, {
    branchId: input.branchId,
    settings,
    date: input.date,
    method: input.method,
    minutes,
  });
  return {
    ...statusOf(state, settings),
    slotMinutes: settings.slotMinutes,
    minutes,
    slots: slots.map((slot) => ({ ...slot, start: slot.start.toISOString() })),
  };
}
