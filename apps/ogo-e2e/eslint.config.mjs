import base from '../../eslint.config.mjs';

export default [
  ...base,
  {
    // The Playwright config is tooling: it takes the shared harness from tools/e2e by path (Playwright
    // loads it outside the TypeScript path aliases); specs live in tools/e2e/specs.
    files: ['playwright.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
