import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.js';

describe('createConcurrencyLimit', () => {
  it('never runs more tasks at once than its limit, and runs them all in order', async () => {
    const run = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        run(async () => {
          started.push(index);
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          return index * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it('frees the place of a failed task', async () => {
    const run = createConcurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    await expect(run(() => Promise.resolve('weiter'))).resolves.toBe('weiter');
  });
});
