import type { Locator } from '@playwright/test';

/**
 * The WCAG contrast ratio of an element's text against the first opaque background behind it. axe leaves
 * text on an ancestor's background as "incomplete" in some layouts, so a journey that must know asks here.
 */
export async function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (value: number) => {
        const s = value / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    let background: number[] = [255, 255, 255];
    for (let at: Element | null = node; at !== null; at = at.parentElement) {
      const [r, g, b, alpha = 1] = channels(getComputedStyle(at).backgroundColor);
      if (alpha === 1 && r !== undefined && g !== undefined && b !== undefined) {
        background = [r, g, b];
        break;
      }
    }
    const text = luminance(channels(getComputedStyle(node).color));
    const behind = luminance(background);
    return (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05);
  });
}
