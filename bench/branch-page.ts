// `npm run bench:page`: a branch page with 500 products in headless Chromium: time until the menu is
// interactive, and how long the item overlay takes to open, measured inside the page. Needs the web build.
import { chromium } from '@playwright/test';
import { startBenchServer } from './start-bench-server.js';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const server = await startBenchServer({ BENCH_DATASET: 'large', BENCH_BRANCHES: '1', BENCH_PRODUCTS: '500' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const interactive: number[] = [];
const overlay: number[] = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([
      { name: 'cookie-banner-acceptance-state', value: 'true', url: `http://127.0.0.1:${server.port}` },
    ]);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${server.port}/store/bench-001`);
    const addButton = page.getByRole('button', { name: /In den Warenkorb/ }).first();
    await addButton.waitFor();
    // Navigation start to the first add button being on screen: the menu can be used from here on.
    interactive.push(await page.evaluate(() => performance.now()));
    await page.keyboard.press('Escape');
    await addButton.evaluate((button) => button.setAttribute('data-bench', 'add'));
    // A string, so the bundler's helpers never end up in code that runs inside the page.
    const opened = await page.evaluate<number>(`new Promise((resolve) => {
      const start = performance.now();
      document.querySelector('[data-bench="add"]').click();
      const check = () => document.querySelector('dialog[open]')
        ? requestAnimationFrame(() => resolve(performance.now() - start))
        : requestAnimationFrame(check);
      check();
    })`);
    overlay.push(opened);
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(`branch page with 500 products, ${runs} runs, 1440×900, headless Chromium, 127.0.0.1`);
console.log(`| measure | median (ms) | min (ms) | max (ms) |\n|---|---:|---:|---:|`);
for (const [name, values] of [
  ['menu interactive (navigation start → first add button)', interactive],
  ['item overlay open (click → dialog painted)', overlay],
] as const) {
  console.log(
    `| ${name} | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`,
  );
}
