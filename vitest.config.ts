import { defineConfig } from 'vitest/config'

// One runner, three projects (docs/decisions/0076):
// - domain: the spec's pure rules in packages/domain, in Node;
// - server: API integration tests, in-process requests against a freshly migrated database (in-memory PGlite,
//   PostgreSQL when TEST_DATABASE_URL is set);
// - web: component tests of the web app's stateful widgets in a simulated DOM (happy-dom), rendered with their
//   real providers and the network stubbed at `fetch` / `XMLHttpRequest`.
// `npm test` runs all three, then the server project again on PostgreSQL (scripts/test.mjs).
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
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
          // Rendering Mantine in a simulated DOM on two shared cores: the first render of a file takes seconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
})
