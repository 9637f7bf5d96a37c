import { setImmediate as yieldToRequests } from 'node:timers/promises';
import {
  escalationClock,
  type EscalationHours,
  type EscalationSettings,
  type EscalationTimes,
} from '../../../domain/order-status/escalation-clock.js';
import { statusOf } from '../../../domain/order-status/order-status.js';
import { viennaParts } from '../../../domain/opening-hours/vienna-time.js';
import type { Notifications } from '../../messaging/index.js';
import { getConfig } from '../../content/index.js';
import { orderStateOf } from '../orders/order-state.js';
import { staffOrderMessages } from './staff-messages.js';
import { actOnOrder, type OrderDeskDeps } from './staff-service.js';
import { claimReminders, listEscalationCandidates } from './staff-queries.js';
import { HttpError } from '../../http/http-error.js';

/** How often each app instance looks for unanswered orders. */
export const ESCALATION_INTERVAL_MS = 60_000;
/** Candidates read at a time: a backlog of thousands never sits in memory or in one statement. */
export const ESCALATION_BATCH_SIZE = 100;

type EscalationDeps = OrderDeskDeps & { notifications: Pick<Notifications, 'orderEvent' | 'resendNewOrder'> };

/** One clock per branch and day of placement: the hours are worked out once for a whole batch. */
function clocks(settings: EscalationSettings) {
  const known = new Map<string, ReturnType<typeof escalationClock>>();
  return (branchId: number, placedAt: Date, hours: EscalationHours): EscalationTimes => {
    const key = `${branchId}|${viennaParts(placedAt).date}`;
    let clock = known.get(key);
    if (clock === undefined) {
      clock = escalationClock(hours, placedAt);
      known.set(key, clock);
    }
    return clock(placedAt, settings);
  };
}

/**
 * Orders nobody answers (ADR 009, 044): once the branch has been at work for `orderReminderMinutes`
 * since the order came in, it is reminded once by SMS (with the SMS plugin) or e-mail; after
 * `orderAutoRejectMinutes` of its working time the order is rejected as not confirmed in time, the guest
 * is told and a paid order is refunded. The clock stands still while the branch is closed, so a pre-order
 * placed at night waits for the morning. The backlog is read in bounded batches and every order's work
 * is followed by a turn of the event loop: on the embedded database a query settles as a microtask, and
 * without the turn the server answered no request until the whole backlog was done (2,000 orders froze it
 * for a minute). Safe on several instances: a reminder is claimed by one conditional update, and the
 * rejection goes through the status machine under the row lock, so a second instance finds it finished.
 */
export async function escalateUnansweredOrders(
  deps: EscalationDeps,
): Promise<{ reminded: number[]; rejected: number[] }> {
  const now = deps.now();
  const config = await getConfig(deps.db);
  const settings = {
    reminderMinutes: config.orderReminderMinutes,
    autoRejectMinutes: config.orderAutoRejectMinutes,
  };
  const timesOf = clocks(settings);
  // Working time never runs faster than the wall clock: younger orders cannot be due yet.
  const placedBefore = new Date(now.getTime() - settings.reminderMinutes * 60_000);
  const reminded: number[] = [];
  const rejected: number[] = [];
  let after: { placedAt: Date; id: number } | undefined;
  for (;;) {
    const batch = await listEscalationCandidates(deps.db, {
      placedBefore,
      after,
      limit: ESCALATION_BATCH_SIZE,
    });
    const last = batch.at(-1)?.order;
    if (last === undefined || last.placedAt === null) break;
    after = { placedAt: last.placedAt, id: last.id };
    const toRemind: number[] = [];
    const toReject: number[] = [];
    for (const { order, hours } of batch) {
      const status = statusOf(orderStateOf(order));
      if ((status !== 'pending' && status !== 'counterProposed') || order.placedAt === null) continue;
      const times = timesOf(order.branchId, order.placedAt, hours);
      if (times.rejectAt <= now) toReject.push(order.id);
      else if (times.remindAt <= now && order.escalatedAt === null) toRemind.push(order.id);
    }
    for (const id of await claimReminders(deps.db, toRemind, now)) {
      await remind(deps, id, config.enablePluginSms);
      reminded.push(id);
      await yieldToRequests();
    }
    for (const id of toReject) {
      if (await reject(deps, id)) rejected.push(id);
      await yieldToRequests();
    }
    if (batch.length < ESCALATION_BATCH_SIZE) break;
    await yieldToRequests();
  }
  return { reminded, rejected };
}

async function remind(deps: EscalationDeps, id: number, viaSms: boolean): Promise<void> {
  try {
    await deps.notifications.resendNewOrder(id, viaSms ? 'sms' : 'email').catch(async (error: unknown) => {
      // No phone for the SMS: the e-mail still reaches somebody.
      if (error instanceof HttpError) await deps.notifications.resendNewOrder(id, 'email');
      else throw error;
    });
  } catch (error) {
    deps.log.error({ err: error, orderId: id }, 'the branch could not be reminded of an unanswered order');
  }
}

/** True when this call rejected the order; false when somebody answered it first (or another instance). */
async function reject(deps: EscalationDeps, id: number): Promise<boolean> {
  try {
    await actOnOrder(
      deps,
      { userId: null, branchIds: undefined },
      id,
      { type: 'reject', message: staffOrderMessages.autoRejected },
      { timedOut: true },
    );
    return true;
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 409)) {
      deps.log.error({ err: error, orderId: id }, 'an unanswered order could not be escalated');
    }
    return false;
  }
}
