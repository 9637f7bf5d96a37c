import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { teaserTextLimit, truncateText, TRUNCATE_DEFAULT } from './truncate.js';

describe('truncateText', () => {
  it('keeps a short text as it is', () => {
    expect(truncateText('Frisches Brot', 20)).toBe('Frisches Brot');
  });

  it('cuts after 128 characters by default and adds ...', () => {
    const text = 'a'.repeat(200);
    expect(truncateText(text)).toBe(`${'a'.repeat(TRUNCATE_DEFAULT)}...`);
  });

  it('drops the space before the ellipsis', () => {
    expect(truncateText('Sauerteig reift über Nacht', 10)).toBe('Sauerteig...');
  });

  it('never splits a character made of two code units', () => {
    expect(truncateText('🥐🥐🥐', 2)).toBe('🥐🥐...');
  });

  it('answers a prefix of the text, never longer than the limit plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 1, max: 300 }), (text, max) => {
        const result = truncateText(text, max);
        if (result === text) return [...text].length <= max || result.endsWith('...');
        const kept = result.slice(0, -3);
        return text.startsWith(kept) && [...kept].length <= max && result.endsWith('...');
      }),
    );
  });
});

describe('teaserTextLimit', () => {
  it.each([
    [undefined, 128],
    [375, 140],
    [719, 140],
    [720, 100],
    [780, 100],
    [781, 120],
    [1023, 120],
    [1149, 120],
    [1150, 160],
    [1299, 160],
    [1300, 150],
    [1920, 150],
  ])('at %s px wide allows %i characters', (width, limit) => {
    expect(teaserTextLimit(width)).toBe(limit);
  });
});
