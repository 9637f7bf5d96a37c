import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { codeSnifferErrors } from './html-codesniffer.js';

export type Violation = { id: string; impact: string | null | undefined; help: string; targets: string[] };

/**
 * axe's serious and critical violations on the page, or in the part `include` selects. Every rule runs;
 * only violations are written out in full (resultTypes), since axe otherwise lists every passing node of
 * every rule, which took most of its 2–10 s a screen on the back office's long lists.
 *
 * In axe's legacy mode: `axe.run` in the page, its frames reached by axe itself. The default mode opens a
 * second tab per check to merge the frames' partial results, and those partials carry every passing node:
 * the back-office sweep took 145 s with it and 89 s in legacy mode (68 s without axe). Legacy mode leaves
 * out frames of other origins; the app embeds only third-party videos that way, and their pages are not
 * ours to fix. axe.spec.ts shows that a violation in the page and in a frame of its own is still found.
 */
export async function axeViolations(page: Page, include?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  const results = await (include === undefined ? builder : builder.include(include)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** What axe finds serious or critical and what HTML_CodeSniffer calls an error, on the page or a part of it. */
export async function seriousViolations(page: Page, include?: string): Promise<Violation[]> {
  const sniffed = (await codeSnifferErrors(page, include)).map((error) => ({
    id: `HTML_CodeSniffer ${error.code}`,
    impact: 'error',
    help: error.message,
    targets: [error.element],
  }));
  return [...(await axeViolations(page, include)), ...sniffed];
}
