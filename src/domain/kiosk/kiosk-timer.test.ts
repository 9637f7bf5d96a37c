import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kioskPhase, kioskTimings } from './kiosk-timer.js';

const start = Date.UTC(2026, 10, 25, 10, 0, 0);
const at = (ms: number, lastActivity = start, orderPlacedAt: number | null = null) =>
  kioskPhase({ now: start + ms, lastActivity, orderPlacedAt });

describe('kioskPhase', () => {
  it('leaves the guest alone for 70 s after the last touch', () => {
    expect(at(0)).toEqual({ kind: 'active' });
    expect(at(69_999)).toEqual({ kind: 'active' });
  });

  it('counts the last 20 s down in whole seconds, then resets at 90 s', () => {
    expect(at(70_000)).toEqual({ kind: 'warning', secondsLeft: 20 });
    expect(at(70_001)).toEqual({ kind: 'warning', secondsLeft: 20 });
    expect(at(89_001)).toEqual({ kind: 'warning', secondsLeft: 1 });
    expect(at(90_000)).toEqual({ kind: 'reset' });
  });

  it('starts over from a touch during the warning', () => {
    expect(at(100_000, start + 80_000)).toEqual({ kind: 'active' });
  });

  it('shows the thank-you for 30 s after the order, longer while the guest keeps touching', () => {
    expect(at(0, start, start)).toEqual({ kind: 'afterOrder', secondsLeft: 30 });
    expect(at(29_500, start, start)).toEqual({ kind: 'afterOrder', secondsLeft: 1 });
    expect(at(30_000, start, start)).toEqual({ kind: 'reset' });
    expect(at(30_000, start + 10_000, start)).toEqual({ kind: 'afterOrder', secondsLeft: 10 });
  });

  it('never waits longer than the idle time after the last touch, and never resets before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * kioskTimings.idleMs }), (idle) => {
        const phase = at(idle);
        expect(phase.kind === 'reset').toBe(idle >= kioskTimings.idleMs);
        if (phase.kind === 'warning') {
          expect(phase.secondsLeft).toBeGreaterThanOrEqual(1);
          expect(phase.secondsLeft).toBeLessThanOrEqual(kioskTimings.warningMs / 1000);
        }
      }),
    );
  });

  it('counts down without ever going up as time passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: kioskTimings.idleMs }),
        fc.integer({ min: 0, max: kioskTimings.idleMs }),
        fc.boolean(),
        (a, b, isAfterOrder) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          const placed = isAfterOrder ? start : null;
          const left = (ms: number) => {
            const phase = at(ms, start, placed);
            return 'secondsLeft' in phase ? phase.secondsLeft : phase.kind === 'reset' ? 0 : Infinity;
          };
          expect(left(late)).toBeLessThanOrEqual(left(early));
        },
      ),
    );
  });
});
