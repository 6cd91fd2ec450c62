import { defineConfig } from 'vitest/config'

// One runner, three projects: pure domain rules, API integration against a real database, and web widgets.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          // A file's set-up migrates and seeds a database: ~5 s on a quiet host, over 60 s on a crowded one
          // (2026-11-24, the same commit that had passed in 22 minutes).
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
    ],
  },
})
