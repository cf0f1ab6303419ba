import { defineConfig } from 'vitest/config';

// The backend is plain Node: no React plugin, no DOM, tests run in-process against temp DB files.
export default defineConfig({
  root: import.meta.dirname,
  // The shared pricing rules come in through the workspace's tsconfig paths, as in the apps.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
  },
});
