import { test as base } from '@playwright/test';
import { stack } from './stacks.js';

export * from '@playwright/test';

/**
 * Playwright's `test`, pointed at the stack of the worker that runs it (stacks.ts): every page, API
 * request and browser context of a journey goes to that worker's own server.
 */
export const test = base.extend({
  // The config sets no baseURL of its own: there is one per worker.
  baseURL: async ({ baseURL: _none }, use, testInfo) => {
    await use(stack(testInfo.parallelIndex).appURL);
  },
});
