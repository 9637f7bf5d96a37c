import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// HTML_CodeSniffer, the engine pa11y runs, as a second opinion beside axe: the two differ in what they
// find (it flagged the footer's black-on-black cookie button and forms without a submit button that axe let
// pass). Its build registers `HTMLCS` on the page's window when it runs as a plain script.
const source = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

export type CodeSnifferError = { code: string; message: string; element: string };

/** A finding of HTML_CodeSniffer's that the HTML standard no longer backs, on the elements it names. */
type Outdated = { code: string; selector: string };

/**
 * HTML_CodeSniffer 2.5.1 (2020) takes `autocomplete="username"` for text inputs only, while the HTML
 * standard lets e-mail inputs carry it too (axe-core changed its rule so in dequelabs/axe-core#2896). The
 * sign-in's e-mail field keeps it, as password managers look for it.
 */
const outdated: Outdated[] = [
  {
    code: 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98',
    selector: 'input[type="email"][autocomplete="username"]',
  },
];

type Sniffer = {
  process: (
    standard: string,
    root: Element | Document,
    done: () => void,
    failed: () => void,
    language: string,
  ) => void;
  getMessages: () => { type: number; code: string; msg: string; element: Element }[];
};

/**
 * HTML_CodeSniffer's errors under WCAG 2 AA (its warnings and notices ask a person to judge) on the page,
 * or in the part `include` selects. Evaluated through the debugging protocol, which the page's strict
 * content security policy does not govern, unlike a script tag. Its messages are English: it has no German
 * ones.
 */
export async function codeSnifferErrors(page: Page, include?: string): Promise<CodeSnifferError[]> {
  if (!(await page.evaluate(() => 'HTMLCS' in window))) {
    await page.evaluate(source);
    // Its autocomplete check asks for 'InvalidAutoComplete_…' messages that it ships as
    // 'InvalidAutocomplete_…', and throws on the first such finding instead of reporting it.
    await page.evaluate(() => {
      const english = (window as unknown as { translation: { en: Record<string, string> } }).translation.en;
      for (const [key, text] of Object.entries(english)) {
        if (key.includes('.InvalidAutocomplete_'))
          english[key.replace('Autocomplete', 'AutoComplete')] = text;
      }
    });
  }
  return page.evaluate(
    ({ selector, skip }) =>
      new Promise<CodeSnifferError[]>((resolve, reject) => {
        const sniffer = (window as unknown as { HTMLCS: Sniffer }).HTMLCS;
        const root = selector === undefined ? document : document.querySelector(selector);
        if (root === null) return reject(new Error(`Nothing matches ${selector}`));
        const describe = (element: Element): string => {
          const id = element.id === '' ? '' : `#${element.id}`;
          return `<${element.nodeName.toLowerCase()}${id}> ${(element.textContent ?? '').trim().slice(0, 60)}`;
        };
        const isOutdated = (code: string, element: Element) =>
          skip.some((finding) => code === finding.code && element.matches?.(finding.selector));
        const collect = () =>
          sniffer
            .getMessages()
            .filter((message) => message.type === 1 && !isOutdated(message.code, message.element))
            .map((message) => ({
              code: message.code,
              message: message.msg,
              element: describe(message.element),
            }));
        sniffer.process(
          'WCAG2AA',
          root,
          () => resolve(collect()),
          () => reject(new Error('HTML_CodeSniffer could not check the page')),
          'en',
        );
      }),
    { selector: include, skip: outdated },
  );
}
