import { defineConfig } from 'vitest/config';

// One project per workspace; `npm run test:unit` runs them all. The global setup builds one migrated
// database template per run, with the app's queues, which each test file clones (see packages/db/src/testing.ts).
export default defineConfig({
  test: {
    globalSetup: ['apps/api/test/global-setup.ts'],
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'db', root: 'packages/db', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'resume-pdf', root: 'packages/resume-pdf', include: ['test/**/*.test.{ts,tsx}'], testTimeout: 60_000 } },
      'apps/web/vitest.config.ts',
    ],
  },
});
