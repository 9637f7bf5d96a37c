import { describe, expect, it } from 'vitest';
import { createVisitorHasher } from './visitor-hash.js';

const browser = 'Mozilla/5.0 (Android 14; Mobile) Firefox/133.0';
const morning = new Date('2026-11-20T06:00:00Z');
const evening = new Date('2026-11-20T22:59:59Z');
const nextDay = new Date('2026-11-21T00:00:01Z');

describe('the visitor hash', () => {
  it('is the same for one address and browser all day, and tells them apart', () => {
    const hash = createVisitorHasher();
    const first = hash('203.0.113.5', browser, morning);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(hash('203.0.113.5', browser, evening)).toBe(first);
    expect(hash('203.0.113.6', browser, evening)).not.toBe(first);
    expect(hash('203.0.113.5', undefined, evening)).not.toBe(first);
  });

  it('changes with the day, so a guest cannot be followed from one day to the next', () => {
    const hash = createVisitorHasher();
    const today = hash('203.0.113.5', browser, evening);
    expect(hash('203.0.113.5', browser, nextDay)).not.toBe(today);
  });

  it('depends on a secret of its own, so a stored hash cannot be tested against an address', () => {
    expect(createVisitorHasher()('203.0.113.5', browser, morning)).not.toBe(
      createVisitorHasher()('203.0.113.5', browser, morning),
    );
  });
});
