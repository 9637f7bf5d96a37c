/** The theme a shop owner may set (ADR 040): three colours and the corner radius, as CSS custom properties. */
export type ShopTheme = {
  themeTextColor: string;
  themeStrongColor: string;
  themeBackgroundColor: string;
  themeRadius: number;
};

/** The spec's theme: #313131 text, #000000 for what stands out, white ground, square corners. */
export const defaultTheme: ShopTheme = {
  themeTextColor: '#313131',
  themeStrongColor: '#000000',
  themeBackgroundColor: '#ffffff',
  themeRadius: 0,
};

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** WCAG 2.1 AA for body text (1.4.3). */
export const MINIMUM_CONTRAST = 4.5;

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';

/**
 * Which colour of a theme would make text unreadable: the text and the strong colour on the ground, and
 * white on the strong colour (buttons and the dark sections). Each problem names its field.
 */
export function themeContrastProblems(theme: ShopTheme): { field: keyof ShopTheme; message: string }[] {
  const problems: { field: keyof ShopTheme; message: string }[] = [];
  const low = (ratio: number) => ratio < MINIMUM_CONTRAST;
  if (low(contrastRatio(theme.themeTextColor, theme.themeBackgroundColor)))
    problems.push({
      field: 'themeTextColor',
      message: 'Die Textfarbe hebt sich zu wenig vom Hintergrund ab (mindestens 4,5 : 1).',
    });
  if (low(contrastRatio(theme.themeStrongColor, theme.themeBackgroundColor)))
    problems.push({
      field: 'themeStrongColor',
      message: 'Die Akzentfarbe hebt sich zu wenig vom Hintergrund ab (mindestens 4,5 : 1).',
    });
  else if (low(contrastRatio(WHITE, theme.themeStrongColor)))
    problems.push({
      field: 'themeStrongColor',
      message: 'Weiße Schrift auf der Akzentfarbe ist zu schwach lesbar (mindestens 4,5 : 1).',
    });
  return problems;
}

/** The theme as custom properties on :root, for a <style> element the server renders into the page. */
export function themeCss(theme: ShopTheme): string {
  const colour = (value: string) => (HEX_COLOUR.test(value) ? value.toLowerCase() : '');
  const text = colour(theme.themeTextColor) || defaultTheme.themeTextColor;
  const strong = colour(theme.themeStrongColor) || defaultTheme.themeStrongColor;
  const ground = colour(theme.themeBackgroundColor) || defaultTheme.themeBackgroundColor;
  const radius = Math.min(16, Math.max(0, Math.round(theme.themeRadius)));
  return `:root{--color-text:${text};--color-border:${text};--color-strong:${strong};--color-focus:${strong};--color-bg:${ground};--radius:${radius}px}`;
}
