import type { AutoRules } from './settings.js';

/** What staff set on the board or in the back office; null fields are off. */
export interface ManualOrderingState {
  /** 'Viel los': minutes added to every lead time until turned off. */
  busyMinutes: number;
  /** 'Online-Bestellungen pausieren': since when, and until when (null: until resumed). */
  pausedAt: Date | null;
  pausedUntil: Date | null;
}

export interface OrderingState {
  extraMinutes: number;
  isPaused: boolean;
  /** When online orders resume; null while paused means until staff resume them. */
  resumesAt: Date | null;
  /** Which automatic rule is in force, if any: it is logged when it changes. */
  auto: 'busy' | 'pause' | null;
}

export const noManualState: ManualOrderingState = { busyMinutes: 0, pausedAt: null, pausedUntil: null };

/** A manual pause holds from its start until its end; one without end until resumed. */
export function isPauseActive(state: ManualOrderingState, now: Date): boolean {
  if (state.pausedAt === null || now < state.pausedAt) return false;
  return state.pausedUntil === null || now < state.pausedUntil;
}

/** The automatic rule that the number of orders in progress sets off, the pause before the busy mode. */
export function autoLevel(rules: AutoRules, inProgress: number): 'busy' | 'pause' | null {
  if (rules.pauseAbove !== null && inProgress > rules.pauseAbove) return 'pause';
  if (rules.busyAbove !== null && inProgress > rules.busyAbove) return 'busy';
  return null;
}

/**
 * The branch's ordering state now: the manual settings combined with the automatic rules, the longer
 * lead time and either pause winning. An automatic pause lasts as long as the kitchen is that full, so
 * it names no time to resume.
 */
export function orderingState(
  manual: ManualOrderingState,
  rules: AutoRules,
  inProgress: number,
  now: Date,
): OrderingState {
  const auto = autoLevel(rules, inProgress);
  const manualPause = isPauseActive(manual, now);
  const extraMinutes = Math.max(manual.busyMinutes, auto === 'busy' ? rules.busyMinutes : 0);
  return {
    extraMinutes,
    isPaused: manualPause || auto === 'pause',
    resumesAt: manualPause && auto !== 'pause' ? manual.pausedUntil : null,
    auto,
  };
}

const MINUTE = 60_000;

/** The earliest time an order can be ready: now plus the busy mode's extra minutes. */
export function earliestReady(now: Date, state: Pick<OrderingState, 'extraMinutes'>): Date {
  return new Date(now.getTime() + state.extraMinutes * MINUTE);
}
