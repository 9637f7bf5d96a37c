import type { Page } from '@playwright/test';

/**
 * What sticks out past the right edge of the viewport, where no box of its own scrolls it: the screen is
 * cut there, and a phone user must scroll the whole page sideways to read it. Inside a box that scrolls
 * sideways (a wide table) it counts as reachable. Each finding names the element and its overhang, and
 * a page that scrolls sideways as a whole is one finding too.
 */
export function horizontalCuts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element): boolean => {
      const overflow = getComputedStyle(element).overflowX;
      return overflow === 'auto' || overflow === 'scroll';
    };
    const reachable = (element: Element): boolean => {
      for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
        if (parent === document.body) return false;
        if (scrollsSideways(parent)) return parent.getBoundingClientRect().right <= width + 1;
      }
      return false;
    };
    const cuts: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width + 1) cuts.push(`the page scrolls sideways by ${pageWidth - width} px`);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      // Wholly beyond the edge is a drawer parked off-screen, not a cut; the page's own width tells.
      if (box.left >= width) continue;
      if (reachable(element)) continue;
      const id = element.id === '' ? '' : `#${element.id}`;
      const name = `${element.nodeName.toLowerCase()}${id}.${[...element.classList].join('.')}`;
      cuts.push(
        `${name} (${Math.round(box.right - width)} px) ${(element.textContent ?? '').trim().slice(0, 40)}`,
      );
    }
    return cuts;
  });
}
