import { defineConfig } from 'vitest/config';

// The backend is plain Node: no React plugin, no DOM, tests run in-process against temp DB files.
export default defineConfig({
  root: import.meta.dirname,
  // Workspace libraries (the seed's demo content, the shared pricing rules) resolve through the
  // tsconfig paths, as in the apps and as tsx resolves them.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // With DATABASE_URL=postgres://… the suite runs against that server (test/test-storage.ts).
    globalSetup: ['test/pg-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
  },
});
