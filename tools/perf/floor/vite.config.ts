import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The floor app's build: the brands' output options that change bytes (target, no modulepreload
 * polyfill), nothing else, so what the brands carry above it is their own code.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  logLevel: 'warn',
  cacheDir: fileURLToPath(new URL('../../../node_modules/.vite/perf-floor', import.meta.url)),
  build: {
    outDir: fileURLToPath(new URL('../../../dist/perf/floor', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
  },
  plugins: [react()],
});
