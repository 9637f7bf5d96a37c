// The end of `npm test`: each phase's duration, the slowest files of each runner (from the JSON reports),
// and the one closing line CI reads, over the Vitest and Playwright reports together.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = process.argv[2];
const slowest = 15;
let passed = 0;
let failed = 0;
let skipped = 0;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const readJson = (name) => {
  const file = join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

function printSlowest(title, durations) {
  const rows = [...durations].sort((a, b) => b[1] - a[1]).slice(0, slowest);
  if (rows.length === 0) return;
  console.log(`\n${title}`);
  for (const [file, ms] of rows) console.log(`  ${seconds(ms).padStart(9)}  ${file}`);
}

const phasesFile = join(dir, 'phases.tsv');
if (existsSync(phasesFile)) {
  console.log('\nPhases');
  let total = 0;
  for (const line of readFileSync(phasesFile, 'utf8').trim().split('\n')) {
    const [name, secs, beside] = line.split('\t');
    // A phase run beside the others adds nothing to the run's length.
    if (beside !== 'beside') total += Number(secs);
    console.log(
      `  ${`${secs} s`.padStart(7)}  ${name}${beside === 'beside' ? ' (beside the Vitest phase)' : ''}`,
    );
  }
  console.log(`  ${`${total} s`.padStart(7)}  in all`);
}

const vitest = readJson('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  printSlowest(
    `The ${slowest} slowest Vitest files (their own time; files run in parallel)`,
    vitest.testResults.map((file) => [relative(process.cwd(), file.name), file.endTime - file.startTime]),
  );
}

const playwright = readJson('playwright.json');
if (playwright) {
  const { stats } = playwright;
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  const perFile = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        perFile.set(file, (perFile.get(file) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of playwright.suites) walk(suite, suite.file);
  printSlowest(`The ${slowest} slowest journey files (both widths added up)`, perFile);
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
