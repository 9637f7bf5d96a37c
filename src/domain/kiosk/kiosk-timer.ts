/**
 * When a self-service kiosk gives up on its guest. The spec names no times, so these are ours
 * (ADR 023): a guest who walks away is gone after 90 s without a touch, the last 20 s of which a
 * countdown warns anyone still there; the thank-you of a placed order stays 30 s after the last touch.
 */
export const kioskTimings = {
  idleMs: 90_000,
  warningMs: 20_000,
  afterOrderMs: 30_000,
} as const;

export type KioskTimings = { idleMs: number; warningMs: number; afterOrderMs: number };

export type KioskPhase =
  | { kind: 'active' }
  | { kind: 'warning'; secondsLeft: number }
  | { kind: 'afterOrder'; secondsLeft: number }
  | { kind: 'reset' };

export interface KioskClock {
  /** Milliseconds since the epoch, as Date.now() gives them. */
  now: number;
  /** The guest's last touch, key or scroll. */
  lastActivity: number;
  /** Set once the order is placed and its status is on screen. */
  orderPlacedAt: number | null;
}

const secondsUntil = (deadline: number, now: number): number => Math.ceil((deadline - now) / 1000);

/** What the kiosk shows at `now`: the guest's page, a countdown, or nothing more for this guest. */
export function kioskPhase(clock: KioskClock, timings: KioskTimings = kioskTimings): KioskPhase {
  const { now, lastActivity, orderPlacedAt } = clock;
  if (orderPlacedAt !== null) {
    const deadline = Math.max(orderPlacedAt, lastActivity) + timings.afterOrderMs;
    return now >= deadline
      ? { kind: 'reset' }
      : { kind: 'afterOrder', secondsLeft: secondsUntil(deadline, now) };
  }
  const deadline = lastActivity + timings.idleMs;
  if (now >= deadline) return { kind: 'reset' };
  if (now >= deadline - timings.warningMs)
    return { kind: 'warning', secondsLeft: secondsUntil(deadline, now) };
  return { kind: 'active' };
}
