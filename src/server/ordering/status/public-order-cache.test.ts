import { describe, expect, it } from 'vitest';
import { createPublicOrderCache } from './public-order-cache.js';

const answer = (orderId: number, body = `{"data":${orderId}}`) => ({ orderId, hash: `h${orderId}`, body });

/** Ten answers stored at 0 on a clock the test moves, each drawing the next tenth as its random number. */
function tenAnswers(limits: { ttlMs: number; refreshMs: number }) {
  const clock = { now: 0 };
  let draw = 0;
  const cache = createPublicOrderCache({
    ...limits,
    maxEntries: 100,
    now: () => clock.now,
    random: () => (draw++ % 10) / 10,
  });
  for (let id = 0; id < 10; id += 1) cache.set(`o${id}`, answer(id), cache.epoch());
  const alive = () => Array.from({ length: 10 }, (_, id) => cache.get(`o${id}`)).filter(Boolean).length;
  return { cache, clock, alive };
}

describe('the status answers cache', () => {
  it('keeps an answer until its order is announced as changed', () => {
    const cache = createPublicOrderCache({ ttlMs: 60_000, refreshMs: 1_000, maxEntries: 10 });
    cache.set('a', answer(1), cache.epoch());
    cache.set('b', answer(2), cache.epoch());
    expect(cache.get('a')?.body).toBe('{"data":1}');
    cache.drop(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body).toBe('{"data":2}');
  });

  it('does not keep an answer read while a change was announced', () => {
    const cache = createPublicOrderCache({ ttlMs: 60_000, refreshMs: 1_000, maxEntries: 10 });
    const epoch = cache.epoch();
    cache.drop(1);
    cache.set('a', answer(1), epoch);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps an answer read while other orders changed', () => {
    const cache = createPublicOrderCache({ ttlMs: 60_000, refreshMs: 1_000, maxEntries: 10 });
    const epoch = cache.epoch();
    cache.drop(2);
    cache.drop(3);
    cache.set('a', answer(1), epoch);
    expect(cache.get('a')?.body).toBe('{"data":1}');
  });

  it('does not keep a read begun before a change it no longer remembers', () => {
    const cache = createPublicOrderCache({ ttlMs: 60_000, refreshMs: 1_000, maxEntries: 2 });
    const epoch = cache.epoch();
    for (const id of [1, 2, 3]) cache.drop(id);
    cache.set('a', answer(1), epoch);
    expect(cache.get('a')).toBeUndefined();
    const later = cache.epoch();
    cache.set('a', answer(1), later);
    expect(cache.get('a')).toBeDefined();
  });

  it('does not keep a read begun before a reconnect', () => {
    const cache = createPublicOrderCache({ ttlMs: 60_000, refreshMs: 1_000, maxEntries: 10 });
    const epoch = cache.epoch();
    cache.clear();
    cache.set('a', answer(1), epoch);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets everything after a reconnect and answers older than the time limit', () => {
    let now = 0;
    const cache = createPublicOrderCache({
      ttlMs: 1_000,
      refreshMs: 1_000,
      maxEntries: 10,
      now: () => now,
      random: () => 1,
    });
    cache.set('a', answer(1), cache.epoch());
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', answer(1), cache.epoch());
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('lets answers stored together run out spread over the second half of the time limit', () => {
    const { clock, alive } = tenAnswers({ ttlMs: 1_000, refreshMs: 1_000 });
    clock.now = 499;
    expect(alive()).toBe(10);
    clock.now = 700;
    expect(alive()).toBe(5);
    clock.now = 1_000;
    expect(alive()).toBe(0);
  });

  it('lets every answer run out within refreshMs of a public data change, each at its own moment', () => {
    const { cache, clock, alive } = tenAnswers({ ttlMs: 600_000, refreshMs: 60_000 });
    clock.now = 100_000;
    expect(alive()).toBe(10);
    cache.refreshSoon();
    expect(alive()).toBe(9);
    clock.now = 129_999;
    expect(alive()).toBe(5);
    clock.now = 160_000;
    expect(alive()).toBe(0);
    // Answers read after the change last their whole time again.
    cache.set('a', answer(1), cache.epoch());
    clock.now = 400_000;
    expect(cache.get('a')).toBeDefined();
  });

  it('keeps a read begun before a public data change no longer than refreshMs', () => {
    let now = 0;
    const cache = createPublicOrderCache({
      ttlMs: 600_000,
      refreshMs: 60_000,
      maxEntries: 10,
      now: () => now,
      random: () => 0.5,
    });
    const epoch = cache.epoch();
    cache.refreshSoon();
    cache.set('a', answer(1), epoch);
    now = 29_999;
    expect(cache.get('a')).toBeDefined();
    now = 30_000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most maxEntries answers, dropping the oldest first', () => {
    const cache = createPublicOrderCache({ ttlMs: 60_000, refreshMs: 1_000, maxEntries: 2 });
    for (const id of [1, 2, 3]) cache.set(`o${id}`, answer(id), cache.epoch());
    expect(cache.get('o1')).toBeUndefined();
    expect(cache.get('o2')).toBeDefined();
    expect(cache.get('o3')).toBeDefined();
    cache.drop(3);
    expect(cache.get('o3')).toBeUndefined();
  });

  it('is off with a time limit of 0', () => {
    const cache = createPublicOrderCache({ ttlMs: 0, refreshMs: 0, maxEntries: 10 });
    cache.set('a', answer(1), cache.epoch());
    expect(cache.get('a')).toBeUndefined();
  });
});
