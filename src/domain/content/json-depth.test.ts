import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-depth.js';

const nested = (depth: number): unknown => (depth === 0 ? 1 : { inner: [nested(depth - 1)] });

describe('JSON depth', () => {
  it('counts arrays and objects as levels', () => {
    expect(jsonNestsDeeperThan({ a: [1] }, 2)).toBe(false);
    expect(jsonNestsDeeperThan({ a: [[1]] }, 2)).toBe(true);
    expect(jsonNestsDeeperThan('text', 0)).toBe(false);
  });

  it('answers for a hostile document without walking all of it', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(jsonNestsDeeperThan(deep, 20)).toBe(true);
    expect(jsonNestsDeeperThan(nested(5), 10)).toBe(false);
  });
});
