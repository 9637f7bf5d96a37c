import type { OrderMethod } from '../../../domain/cart/order-method.js';
import { capacityMessages } from '../../../domain/capacity/messages.js';
import { earliestReady } from '../../../domain/capacity/ordering-state.js';
import { emptyUsage, slotRoom } from '../../../domain/capacity/room.js';
import type { CapacitySettings } from '../../../domain/capacity/settings.js';
import { nextSlot, slotStart } from '../../../domain/capacity/slots.js';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import type { Db } from '../../db/client.js';
import { cartMakeMinutes, nextFreeSlot, staffNow, type CartLine } from './availability.js';
import { currentOrderingState } from './ordering-state.js';
import { countLostDemand, lockSlot, slotUsage, type LostOutcome, type LostReason } from './queries.js';

export interface OrderAdmission {
  /** The slot the order takes and its make-time minutes; null slot while capacity is off. */
  slot: Date | null;
  minutes: number;
  settings: CapacitySettings;
  /** The earliest time an order can be ready (now plus the busy mode's minutes). */
  earliest: Date;
  /** What the order counts as in the lost-demand figures once it is stored. */
  moved: LostReason | null;
}

export type AdmissionAnswer =
  { ok: true; admission: OrderAdmission } | { ok: false; message: string; lost: LostReason };

/**
 * Whether a guest's order may be placed now: not while online orders pause, not before the busy mode's
 * earliest time, and (capacity on) into the slot of its time or, as soon as possible, of the earliest
 * time. The slot's room is only looked at here; `storeInSlot` checks it again under the slot's lock.
 */
export async function admitOrder(
  db: Db,
  input: {
    branchId: number;
    method: OrderMethod;
    appointment: Date | null;
    lines: readonly CartLine[];
    asapMoved: boolean;
    now: Date;
    /** The catalogue version the order is priced at (null: unknown). */
    catalogueVersion: number | null;
  },
): Promise<AdmissionAnswer> {
  const { row, state } = await currentOrderingState(db, input.branchId, input.now);
  if (state.isPaused) return { ok: false, message: capacityMessages.paused(state.resumesAt), lost: 'pause' };
  const earliest = earliestReady(input.now, state);
  if (input.appointment !== null && input.appointment < earliest) {
    return { ok: false, message: capacityMessages.busy(earliest), lost: 'busy' };
  }
  const { settings } = row;
  const minutes = settings.isEnabled ? await cartMakeMinutes(db, input.lines, input.catalogueVersion) : 0;
  const moved: LostReason | null = input.asapMoved ? 'capacity' : state.extraMinutes > 0 ? 'busy' : null;
  if (!settings.isEnabled) return { ok: true, admission: { slot: null, minutes, settings, earliest, moved } };
  return {
    ok: true,
    admission: {
      slot: slotStart(input.appointment ?? earliest, settings.slotMinutes),
      minutes,
      settings,
      earliest,
      moved,
    },
  };
}

/**
 * Runs `store` while the order's slot is locked and still has room, so that concurrent orders for the
 * last places cannot all pass the check: the lock is the transaction's and ends with it, the store
 * included. Answers 'full' without storing when the slot filled meanwhile.
 */
export async function storeInSlot<Stored>(
  db: Db,
  input: { branchId: number; method: OrderMethod; admission: OrderAdmission },
  store: (tx: Db) => Promise<Stored>,
): Promise<{ kind: 'stored'; stored: Stored } | { kind: 'full' }> {
  const { admission } = input;
  const slot = admission.slot;
  if (slot === null) return { kind: 'stored', stored: await store(db) };
  const people = await staffNow(db, admission.settings);
  return db.transaction(async (tx) => {
    await lockSlot(tx, input.branchId, slot);
    const usage = await slotUsage(tx, input.branchId, slot, nextSlot(slot, admission.settings.slotMinutes));
    const room = slotRoom(admission.settings, {
      start: slot,
      method: input.method,
      minutes: admission.minutes,
      usage: usage.get(slot.getTime()) ?? emptyUsage(),
      people,
    });
    if (!room.hasRoom) return { kind: 'full' as const };
    return { kind: 'stored' as const, stored: await store(tx) };
  });
}

/** The refusal of an order whose slot is full, naming the next time with room. */
export async function slotFullMessage(
  db: Db,
  input: {
    branchId: number;
    method: OrderMethod;
    admission: OrderAdmission;
    now: Date;
    isOffered: (start: Date) => boolean;
  },
): Promise<string> {
  const { admission } = input;
  const next =
    admission.slot === null
      ? null
      : await nextFreeSlot(db, {
          branchId: input.branchId,
          settings: admission.settings,
          from: nextSlot(admission.slot, admission.settings.slotMinutes),
          method: input.method,
          minutes: admission.minutes,
          isOffered: (start) => start >= admission.earliest && input.isOffered(start),
        });
  return capacityMessages.slotFull(next, input.now);
}

export async function countLost(
  db: Db,
  input: { branchId: number; now: Date; reason: LostReason; outcome: LostOutcome },
): Promise<void> {
  await countLostDemand(db, {
    branchId: input.branchId,
    day: viennaParts(input.now).date,
    reason: input.reason,
    outcome: input.outcome,
  });
}
