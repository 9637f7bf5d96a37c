import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSilent, SILENT_AFTER_MINUTES } from './heartbeat.js';

const now = new Date('2026-11-20T08:30:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('silent devices', () => {
  it('counts a device with a key as silent from three minutes without a report', () => {
    expect(SILENT_AFTER_MINUTES).toBe(3);
    expect(isSilent({ hasApiKey: true, lastSeenAt: minutesAgo(2.99) }, now)).toBe(false);
    expect(isSilent({ hasApiKey: true, lastSeenAt: minutesAgo(3) }, now)).toBe(true);
    expect(isSilent({ hasApiKey: true, lastSeenAt: minutesAgo(60 * 24) }, now)).toBe(true);
  });

  it('counts a device that got a key but never reported as silent', () => {
    expect(isSilent({ hasApiKey: true, lastSeenAt: null }, now)).toBe(true);
  });

  it('never alarms for a device without a key, however long ago it was seen', () => {
    expect(isSilent({ hasApiKey: false, lastSeenAt: null }, now)).toBe(false);
    expect(isSilent({ hasApiKey: false, lastSeenAt: minutesAgo(600) }, now)).toBe(false);
  });

  it('keeps a device reported by an instance whose clock runs ahead as alive', () => {
    expect(isSilent({ hasApiKey: true, lastSeenAt: minutesAgo(-1) }, now)).toBe(false);
  });

  it('is silent exactly when the last report is at least the threshold old', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -600_000, max: 24 * 3_600_000 }),
        fc.integer({ min: 1, max: 60 }),
        (ago, limit) => {
          const silent = isSilent({ hasApiKey: true, lastSeenAt: new Date(now.getTime() - ago) }, now, limit);
          expect(silent).toBe(ago >= limit * 60_000);
        },
      ),
    );
  });
});
