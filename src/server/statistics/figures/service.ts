import type { StatisticsQuery, UserProfileResult } from '../../../domain/schemas/statistics.js';
import { viennaDayRange } from '../../../domain/time-tracking/date-range.js';
import { workedMsByViennaDay } from '../../../domain/time-tracking/day-split.js';
import { authMessages } from '../../../domain/auth/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import { ordersHandledBy, type Actor } from '../../organisation/index.js';
import { listedBranchIds } from '../../staff-time/index.js';
import * as q from './queries.js';

/** The period of a query, limited to the branches the actor may see (employees: their own). */
export function periodOf(query: StatisticsQuery, actor: Actor): q.Period {
  const range = viennaDayRange(query.from, query.to);
  if (!range.start || !range.end) throw new Error('a statistics period has both ends');
  return {
    start: range.start,
    end: range.end,
    from: query.from,
    to: query.to,
    branchIds: listedBranchIds(actor, query.branch),
  };
}

/** Visitors and page views are the whole shop's, not a branch's: administrators only. */
export function assertShopWide(actor: Actor) {
  if (!actor.user.roles.includes('ROLE_ADMIN')) throw new HttpError(403, authMessages.forbidden);
}

const total = (days: { value: number }[]) => days.reduce((sum, day) => sum + day.value, 0);

export async function daySeries(db: Db, period: q.Period, kind: 'visitors' | 'pageview' | 'event') {
  const days =
    kind === 'visitors' ? await q.uniqueVisitorsByDay(db, period) : await q.entriesByDay(db, period, kind);
  return { total: total(days), days };
}

export async function orderFigures(db: Db, period: q.Period) {
  const days = await q.ordersByDay(db, period);
  const sum = (key: 'orders' | 'canceled' | 'gross' | 'net') => days.reduce((s, day) => s + day[key], 0);
  return { orders: sum('orders'), canceled: sum('canceled'), gross: sum('gross'), net: sum('net'), days };
}

export async function revenue(db: Db, period: q.Period) {
  const [figures, byTaxRate, byPaymentMethod] = [
    await orderFigures(db, period),
    await q.revenueByTaxRate(db, period),
    await q.revenueByPaymentMethod(db, period),
  ];
  return {
    gross: figures.gross,
    net: figures.net,
    days: figures.days.map(({ date, gross, net }) => ({ date, gross, net })),
    byTaxRate: byTaxRate.map((line) => ({ ...line, rate: Number(line.rate) })),
    byPaymentMethod,
  };
}

/** Minutes worked per person and Vienna day within the period, pauses deducted, running ones up to now. */
export async function workedTime(db: Db, period: q.Period, now: Date, userId?: number) {
  const activities = await q.activitiesInPeriod(db, period, userId);
  const people = new Map<
    number,
    { user: number; name: string; minutes: number; days: Map<string, number> }
  >();
  for (const activity of activities.filter((candidate) => candidate.kind === 'work')) {
    const person = people.get(activity.userId) ?? {
      user: activity.userId,
      name: activity.name,
      minutes: 0,
      days: new Map<string, number>(),
    };
    people.set(activity.userId, person);
    const times = {
      startedAt: new Date(activity.startedAt),
      endedAt: activity.endedAt === null ? null : new Date(activity.endedAt),
      pauses: activity.pauses.map((p) => ({
        start: new Date(p.start),
        end: p.end === null ? null : new Date(p.end),
      })),
    };
    for (const [date, ms] of workedMsByViennaDay(times, now)) {
      if (date < period.from || date > period.to) continue;
      person.days.set(date, (person.days.get(date) ?? 0) + ms / 60_000);
    }
  }
  return [...people.values()].map((person) => {
    const days = [...person.days]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, minutes]) => ({ date, minutes: Math.round(minutes) }));
    return {
      user: person.user,
      name: person.name,
      minutes: days.reduce((sum, day) => sum + day.minutes, 0),
      days,
    };
  });
}

export async function userProfile(
  db: Db,
  period: q.Period,
  now: Date,
  userId: number,
): Promise<UserProfileResult> {
  const [worked] = await workedTime(db, period, now, userId);
  const [planned] = await q.plannedMinutesByUser(db, period, userId);
  const handled = await ordersHandledBy(db, userId, period.start, period.end);
  return {
    user: userId,
    plannedMinutes: planned?.minutes ?? 0,
    shifts: planned?.shifts ?? 0,
    workedMinutes: worked?.minutes ?? 0,
    days: worked?.days ?? [],
    orders: { handled: handled.orders, byAction: handled.actions },
  };
}
