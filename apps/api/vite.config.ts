import { defineConfig } from 'vitest/config';

// The backend is plain Node: no React plugin, no DOM, tests run in-process against temp DB files.
export default defineConfig({
  root: import.meta.dirname,
  // The seed's content comes from @cx/shared-demo-content (tsconfig.base.json paths, as tsx resolves them).
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    restoreMocks: true,
  },
});
