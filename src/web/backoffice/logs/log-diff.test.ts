import { describe, expect, it } from 'vitest';
import { logChanges, snapshotText } from './log-diff.js';

describe('log changes', () => {
  it('lists only the fields an update changed, nested values compared whole', () => {
    const before = { id: 3, name: 'Semmel', price: 60, tags: [{ id: 1 }], isEnabled: true };
    const after = { id: 3, name: 'Kaisersemmel', price: 60, tags: [{ id: 1 }, { id: 2 }], isEnabled: true };
    expect(logChanges(before, after)).toEqual([
      { field: 'name', before: 'Semmel', after: 'Kaisersemmel' },
      { field: 'tags', before: [{ id: 1 }], after: [{ id: 1 }, { id: 2 }] },
    ]);
  });

  it('shows a create as every field new and a delete as every field gone', () => {
    expect(logChanges(null, { id: 1, name: 'Tisch 4' })).toEqual([
      { field: 'id', before: undefined, after: 1 },
      { field: 'name', before: undefined, after: 'Tisch 4' },
    ]);
    expect(logChanges({ id: 1 }, null)).toEqual([{ field: 'id', before: 1, after: undefined }]);
  });

  it('keeps fields that appear only after an update', () => {
    expect(logChanges({ a: 1 }, { a: 1, b: null })).toEqual([{ field: 'b', before: undefined, after: null }]);
  });

  it('writes structures as indented JSON and scalars as text', () => {
    expect(snapshotText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(snapshotText(true)).toBe('true');
    expect(snapshotText(undefined)).toBe('');
    expect(snapshotText(null)).toBe('null');
  });
});
