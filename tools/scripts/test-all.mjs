#!/usr/bin/env node
// `npm test`: everything, in the order that fails fastest. Static checks, unit, contract and
// Storybook tests run in one Nx call (cached, 2 at a time); the two end-to-end suites run one after
// the other because both start the reference backend on the same port.
import { run } from './run.mjs';

const started = Date.now();
const step = async (title, command, args) => {
  const t0 = Date.now();
  console.log(`\n━━ ${title}`);
  await run(command, args);
  console.log(`━━ ${title}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
};

try {
  await step('browser', 'node', ['tools/scripts/ensure-browser.mjs']);
  await step('lint, typecheck, unit, contract and Storybook tests, builds', 'npx', [
    'nx',
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    'check-generated',
    'build',
    'build-storybook',
    '--parallel=2',
    '--output-style=static',
  ]);
  // Lazy chunks and precache fail the run; the first screen is reported only until issue 11 brings it
  // under 115 KB gzip (docs/performance.md).
  await step('performance budgets', 'node', ['tools/scripts/budgets.mjs']);
  await step('end-to-end, both brands', 'npx', [
    'nx',
    'run-many',
    '-t',
    'e2e',
    '--parallel=1',
    '--output-style=static',
  ]);
  console.log(`\nnpm test: all green in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`\nnpm test failed: ${error.message}`);
  process.exit(1);
}
