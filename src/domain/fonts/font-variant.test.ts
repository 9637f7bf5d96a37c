import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fontCssPath, fontFamilyId, fontVariantName, parseFontVariant } from './font-variant.js';

describe('font variants', () => {
  it.each([
    ['regular', { weight: 400, style: 'normal' }],
    ['italic', { weight: 400, style: 'italic' }],
    ['700', { weight: 700, style: 'normal' }],
    ['300italic', { weight: 300, style: 'italic' }],
  ])('reads %s', (name, variant) => {
    expect(parseFontVariant(name)).toEqual(variant);
  });

  it.each(['', '400x', '950', '0', 'bold', '../400', '1000'])('refuses %s', (name) => {
    expect(parseFontVariant(name)).toBeUndefined();
  });

  it('names every variant so that it reads back the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.boolean(), (step, italic) => {
        const variant = { weight: step * 100, style: italic ? ('italic' as const) : ('normal' as const) };
        return JSON.stringify(parseFontVariant(fontVariantName(variant))) === JSON.stringify(variant);
      }),
    );
  });

  it('knows a family by its name in any spelling', () => {
    expect(fontFamilyId('Open Sans')).toBe('open-sans');
    expect(fontFamilyId('Open+Sans')).toBe('open-sans');
    expect(fontFamilyId('open-sans')).toBe('open-sans');
  });

  it('builds the CSS address', () => {
    expect(fontCssPath('Open Sans', '700italic')).toBe('/fonts/google/Open+Sans/style-700italic.embed.css');
  });
});
