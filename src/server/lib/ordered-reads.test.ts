import { describe, expect, it } from 'vitest';
import { orderedReads } from './ordered-reads.js';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('orderedReads', () => {
  it('starts every read at once and delivers in arrival order, a slow first read included', async () => {
    const started: number[] = [];
    const delivered: number[] = [];
    const receive = orderedReads(
      (n: number) => {
        started.push(n);
        return later(n === 1 ? 40 : 1, n);
      },
      (n) => delivered.push(n),
      () => delivered.push(-1),
    );
    receive(1);
    receive(2);
    receive(3);
    expect(started).toEqual([1, 2, 3]);
    await later(20, null);
    expect(delivered).toEqual([]);
    await later(40, null);
    expect(delivered).toEqual([1, 2, 3]);
  });

  it('puts a failed read in its place and goes on, also when a delivery throws', async () => {
    const delivered: string[] = [];
    const receive = orderedReads(
      (n: number) => (n === 2 ? Promise.reject(new Error('weg')) : later(5, n)),
      (n) => {
        if (n === 3) throw new Error('listener');
        delivered.push(`ok ${n}`);
      },
      (error) => delivered.push(`failed ${(error as Error).message}`),
    );
    for (const n of [1, 2, 3, 4]) receive(n);
    await later(50, null);
    expect(delivered).toEqual(['ok 1', 'failed weg', 'failed listener', 'ok 4']);
  });
});
