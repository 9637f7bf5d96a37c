import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEEP_SCROLL, keepsScroll, positionKey, SCROLL_DELAY_MS, scrollPlan } from './scroll-plan.js';

describe('scroll plan', () => {
  it('goes to the top on a navigation without a saved position or hash, not on the first load', () => {
    expect(scrollPlan({ hash: '', saved: undefined, isFirst: false })).toEqual({ kind: 'top' });
    expect(scrollPlan({ hash: '#', saved: undefined, isFirst: false })).toEqual({ kind: 'top' });
    expect(scrollPlan({ hash: '', saved: undefined, isFirst: true })).toEqual({ kind: 'none' });
  });

  it('scrolls to the hash after 750 ms, decoding it', () => {
    expect(scrollPlan({ hash: '#%C3%96ffnungszeiten', saved: undefined, isFirst: false })).toEqual({
      kind: 'hash',
      id: 'Öffnungszeiten',
      delayMs: 750,
    });
    expect(scrollPlan({ hash: '#50%', saved: undefined, isFirst: true })).toMatchObject({ id: '50%' });
  });

  it('restores a saved position after 750 ms, before any hash', () => {
    fc.assert(
      fc.property(fc.nat(), fc.string(), fc.boolean(), (top, hash, isFirst) => {
        expect(scrollPlan({ hash, saved: top, isFirst })).toEqual({
          kind: 'restore',
          top,
          delayMs: SCROLL_DELAY_MS,
        });
      }),
    );
  });
});

describe('position key', () => {
  it('tells apart pages loaded by their address, which share the entry key', () => {
    const start = positionKey({ key: 'default', pathname: '/', search: '' });
    const imprint = positionKey({ key: 'default', pathname: '/site/imprint', search: '' });
    expect(start).not.toBe(imprint);
    expect(positionKey({ key: 'default', pathname: '/', search: '?q=1' })).not.toBe(start);
    expect(positionKey({ key: 'abc', pathname: '/', search: '' })).toBe(
      positionKey({ key: 'abc', pathname: '/', search: '' }),
    );
  });
});

describe('an address change that keeps the place', () => {
  it('scrolls nowhere, whatever else the navigation carries', () => {
    fc.assert(
      fc.property(
        fc.option(fc.nat(), { nil: undefined }),
        fc.string(),
        fc.boolean(),
        (saved, hash, isFirst) => {
          expect(scrollPlan({ hash, saved, isFirst, keepsPlace: true })).toEqual({ kind: 'none' });
        },
      ),
    );
  });

  it('is told by its history state only', () => {
    expect(keepsScroll(KEEP_SCROLL)).toBe(true);
    for (const state of [null, undefined, {}, { keepScroll: 'true' }, 'keepScroll'])
      expect(keepsScroll(state)).toBe(false);
  });
});
