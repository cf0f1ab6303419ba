import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';

interface LibTestOptions {
  /** 'jsdom' for anything that renders or touches the DOM, 'node' for pure logic. */
  environment?: 'jsdom' | 'node';
}

const freshModules = fileURLToPath(new URL('./test-setup-fresh-modules.ts', import.meta.url));
const domSetup = fileURLToPath(new URL('./test-setup-dom.ts', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The one Vitest set-up every library shares, so a library's vite.config.ts is a single call.
 * Imports between projects resolve through tsconfig.base.json paths (Vite 8 built-in).
 */
export function libTestConfig(root: string, options: LibTestOptions = {}) {
  const environment = options.environment ?? 'jsdom';
  return defineConfig({
    root,
    plugins: [react()],
    resolve: { tsconfigPaths: true },
    test: {
      // The project's path: many libraries share a folder name.
      name: relative(workspaceRoot, root) || 'root',
      environment,
      include: ['src/**/*.test.{ts,tsx}'],
      // One worker and environment serve many files: a fresh jsdom and module graph per file was
      // 40 % of the run (environment and import time). Each file still gets our modules afresh
      // and an empty document (the set-up files), so no file depends on another's leftovers.
      isolate: false,
      setupFiles: environment === 'jsdom' ? [freshModules, domSetup] : [freshModules],
      // Generous limits: whole screens render through the router on a 2-core CI machine that also
      // runs other tasks; a wrong result still fails at once, only slowness is tolerated.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
    },
  });
}
