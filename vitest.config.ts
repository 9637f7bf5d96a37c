import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/integrations/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/deploy/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
