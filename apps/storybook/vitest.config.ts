import { readFileSync } from 'node:fs';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tools/e2e/chromium.ts';

const here = import.meta.dirname;
const configDir = path.join(here, '.storybook');
const workspaceRoot = path.resolve(here, '../..');

const provider = playwright({
  // Stories test behaviour and accessibility, not motion: with reduced motion every animation
  // and transition ends at once (global.css), so play functions and the axe colour-contrast
  // check never catch an element mid-fade. Ukrainian locale and Kyiv time, as our users have.
  contextOptions: { reducedMotion: 'reduce', locale: 'uk-UA', timezoneId: 'Europe/Kyiv' },
  // The end-to-end tests' browser: Debian's Chromium when present (no browser download here or in CI).
  launchOptions: chromiumLaunchOptions,
});

/** Every brand app of the workspace (libs/brand/brands.json). */
const BRANDS: string[] = JSON.parse(readFileSync(path.join(workspaceRoot, 'libs/brand/brands.json'), 'utf8')).brands.map(
  (brand: { id: string }) => brand.id,
);

/**
 * Every story runs once per brand: the `brand` toolbar global is pinned per project, so the
 * play functions and the axe check (parameters.a11y.test = 'error') see each palette.
 */
function brandProject(brand: string): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [
      storybookTest({ configDir, initialGlobals: { brand } }),
      {
        name: 'cx:per-brand-deps',
        config: () => ({
          // Both projects would otherwise pre-bundle into one shared directory at the same time.
          cacheDir: path.join(workspaceRoot, 'node_modules/.cache/storybook-vitest', brand),
          // Re-scan every story at start-up. A reused cache misses dependencies that newly added
          // stories import; Vite then re-bundles mid-run and reloads the page under running tests
          // ("Failed to fetch dynamically imported module"). The scan costs ~15 s per run.
          optimizeDeps: { force: true },
        }),
      },
    ],
    test: {
      name: `storybook-${brand}`,
      // One page serves the brand's story files one after another instead of a fresh page and
      // module graph per file: the per-file set-up was half of the run (252 s → 97 s for both
      // brands on 2 cores). Each story still renders afresh in the canvas; a story that needs a
      // module's store empty (the toasts) clears it itself. Passes with the files shuffled
      // (`vitest run --sequence.shuffle.files`), which is how to look for a leak.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider,
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  test: {
    // `nx run storybook-host:test` runs `vitest`; never wait for changes.
    watch: false,
    projects: BRANDS.map(brandProject),
  },
});
