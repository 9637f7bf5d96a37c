import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileInputRefusal, MAX_INPUT_DEPTH } from './hostile-input.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
};

describe('hostile input', () => {
  it('finds a NUL character in any string or key, however it is wrapped', () => {
    expect(hostileInputRefusal({ a: [{ b: 'ok' }, { c: 'n\u0000' }] })).toEqual({
      reason: 'nul',
      field: 'a',
    });
    expect(hostileInputRefusal({ ['k\u0000']: 1 })).toEqual({ reason: 'nul' });
    expect(hostileInputRefusal({ a: { ['k\u0000']: 1 } })).toEqual({ reason: 'nul', field: 'a' });
    expect(hostileInputRefusal('\u0000')).toEqual({ reason: 'nul' });
  });

  it('accepts nesting up to the limit and refuses beyond it without recursing', () => {
    expect(hostileInputRefusal(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(hostileInputRefusal(nested(MAX_INPUT_DEPTH + 1))).toMatchObject({ reason: 'tooDeep' });
    expect(hostileInputRefusal({ content: nested(200_000) })).toEqual({
      reason: 'tooDeep',
      field: 'content',
    });
  });

  it('passes every JSON value without NUL and of ordinary depth', () => {
    const withoutNul = fc.string().filter((text) => !text.includes('\u0000'));
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 10 }).filter((value) => !JSON.stringify(value).includes('\\u0000')),
        withoutNul,
        (value, text) => hostileInputRefusal({ value, text }) === undefined,
      ),
    );
  });
});
