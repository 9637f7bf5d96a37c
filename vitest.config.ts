import { defineConfig } from 'vitest/config';

/**
 * Files that need the machine to themselves: the built server behind nginx, whole servers started and
 * killed on one data folder, real races between
 * connections, a database cut off mid-statement, and deliveries timed against a bound (an event within
 * 1 or 2 s, a partition noticed within one read timeout). They run one at a time after the others, which run
 * in parallel, each on a database of its own copied from the run's templates (tests/support/database-templates.ts).
 */
const alone = [
  'tests/deploy/**/*.test.ts',
  'tests/api/data-dir-lock.test.ts',
  'tests/api/*-race.test.ts',
  'tests/api/database-partition.test.ts',
  'tests/api/database-connection-loss.test.ts',
  'tests/api/event-bus.test.ts',
  'tests/api/order-status-stream.test.ts',
  'tests/api/ordering-status-stream.test.ts',
  'tests/api/signage-commands.test.ts',
];

// Files share their workers' modules: isolated, each file paid for importing its modules afresh (the pure
// rules' 174 files 70 s → 9 s; the server's 99 files 425 s → 272 s, 245 s of import summed over the workers
// → 31 s). They hold no state between files: each builds its own app on its own database, and the few that
// stub globals or timers restore them after each test.

// Vitest's default is one worker fewer than cores: one on CI's two. A file waits on PostgreSQL, PGlite's
// snapshot or a child process often enough that a third worker keeps both cores busy.
const workers = Number(process.env.TEST_WORKERS ?? 3);

export default defineConfig({
  test: {
    environment: 'node',
    maxWorkers: workers,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/support/database-templates.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'units',
          include: ['src/**/*.test.ts'],
          exclude: ['src/server/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'parallel',
          include: [
            'src/server/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/integrations/**/*.test.ts',
            'tests/build/**/*.test.ts',
          ],
          exclude: alone,
          setupFiles: ['tests/support/render-fonts-setup.ts'],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: alone,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
