import { defineConfig } from 'vitest/config';

// The backend is plain Node: no React plugin, no DOM, tests run in-process against temp DB files.
export default defineConfig({
  root: import.meta.dirname,
  // Workspace libraries (the seed's demo content, the shared pricing rules) resolve through the
  // tsconfig paths, as in the apps and as tsx resolves them.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // API_TEST_CLUSTER=1: the cluster test alone (two instances on PostgreSQL behind nginx), which
    // starts its own servers; npm test runs it as a step of its own (tools/scripts/test-all.mjs).
    include: process.env['API_TEST_CLUSTER'] ? ['test/cluster/*.test.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: process.env['API_TEST_CLUSTER'] ? [] : ['test/cluster/**'],
    // With DATABASE_URL=postgres://… the suite runs against that server (test/test-storage.ts).
    globalSetup: ['test/pg-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
  },
});
