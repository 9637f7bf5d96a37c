import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, defaultTheme, themeContrastProblems, themeCss } from './shop-theme.js';

const colour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`);

describe('shop theme', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    fc.assert(
      fc.property(colour, colour, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21);
        expect(contrastRatio(b, a)).toBeCloseTo(ratio, 10);
      }),
    );
  });

  it('accepts the spec’s theme and names the field of an unreadable colour', () => {
    expect(themeContrastProblems(defaultTheme)).toEqual([]);
    expect(themeContrastProblems({ ...defaultTheme, themeTextColor: '#999999' })).toEqual([
      expect.objectContaining({ field: 'themeTextColor' }),
    ]);
    expect(themeContrastProblems({ ...defaultTheme, themeStrongColor: '#ffd43b' })).toEqual([
      expect.objectContaining({ field: 'themeStrongColor' }),
    ]);
    // Dark enough on white, but white text on it would be too weak: no such colour exists above 4.5 both
    // ways only near the middle grey, which the rule refuses on one side or the other.
    expect(themeContrastProblems({ ...defaultTheme, themeStrongColor: '#1f5fa8' })).toEqual([]);
  });

  it('writes only well-formed values into the style element', () => {
    expect(themeCss(defaultTheme)).toBe(
      ':root{--color-text:#313131;--color-border:#313131;--color-strong:#000000;--color-focus:#000000;--color-bg:#ffffff;--radius:0px}',
    );
    const hostile = themeCss({ ...defaultTheme, themeTextColor: 'red}</style><script>', themeRadius: 99 });
    expect(hostile).not.toContain('<');
    expect(hostile).toContain('--color-text:#313131');
    expect(hostile).toContain('--radius:16px');
  });
});
