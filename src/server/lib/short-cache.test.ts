import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortCache } from './short-cache.js';

describe('shortCache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once for all calls within its time, then again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = shortCache<number, number>(30);
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([cache.get(1, load), cache.get(1, load), cache.get(2, load)]);
    expect(answers).toEqual([1, 1, 2]);
    vi.advanceTimersByTime(29);
    expect(await cache.get(1, load)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get(1, load)).toBe(3);
  });

  it('forgets a failed load and a key it is told to forget', async () => {
    const cache = shortCache<string, string>(10_000);
    await expect(cache.get('a', () => Promise.reject(new Error('weg')))).rejects.toThrow('weg');
    expect(await cache.get('a', async () => 'neu')).toBe('neu');
    cache.forget('a');
    expect(await cache.get('a', async () => 'nach forget')).toBe('nach forget');
  });

  it('keeps one entry per key: another version loads anew and replaces it', async () => {
    const cache = shortCache<string, string>(10_000);
    expect(await cache.get('a', async () => 'v1', '1')).toBe('v1');
    expect(await cache.get('a', async () => 'nochmal', '1')).toBe('v1');
    expect(await cache.get('a', async () => 'v2', '2')).toBe('v2');
    expect(await cache.get('a', async () => 'v1 wieder', '1')).toBe('v1 wieder');
  });

  it('keeps no more than its entries', async () => {
    const cache = shortCache<number, number>(10_000, 2);
    await cache.get(1, async () => 1);
    await cache.get(2, async () => 2);
    await cache.get(3, async () => 3);
    expect(await cache.get(1, async () => 10)).toBe(10);
  });
});
