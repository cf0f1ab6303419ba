import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Every library's unit tests (and the tools') in one Vitest run, for `npm test`: each project keeps
 * its own config (libTestConfig), but one process and one worker pool serve them all instead of
 * fifty start-ups. `nx run <project>:test` still runs one library on its own.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    watch: false,
    projects: ['libs/*/*/vite.config.ts', 'tools/vite.config.ts'],
  },
});
