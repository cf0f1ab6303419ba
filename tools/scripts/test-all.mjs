#!/usr/bin/env node
// `npm test`: everything, in the order that fails fastest: lint and typecheck over the whole tree,
// builds, the brand generator's real run, unit, contract and Storybook tests, budgets, then the
// end-to-end suites one after the other (all start the reference backend on the same port).
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { baseEnv, run } from './run.mjs';

// The ports of README.md can be moved (API_PORT, GLO_PORT, OGO_PORT, …, as for `npm start`): the
// builds bake the backend's URL and the apps' origins in (VITE_*), so they follow the same
// variables the e2e suites serve on (tools/e2e/ports.ts). Set explicitly, a VITE_* value wins.
const brands = JSON.parse(readFileSync(new URL('../../libs/brand/brands.json', import.meta.url), 'utf8')).brands;
const originOf = ({ id, port }) => `http://localhost:${process.env[`${id.toUpperCase()}_PORT`] ?? port}`;
baseEnv.VITE_API_URL ??= `http://localhost:${process.env.API_PORT ?? 3000}`;
for (const brand of brands) baseEnv[`VITE_${brand.id.toUpperCase()}_ORIGIN`] ??= originOf(brand);

const started = Date.now();
const step = async (title, command, args, options) => {
  const t0 = Date.now();
  console.log(`\n━━ ${title}`);
  await run(command, args, options);
  console.log(`━━ ${title}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
};

/**
 * The brand generator's check (check-brand-generator.mjs) in the background, its output lines
 * prefixed: it works in a copy of the workspace, mostly one process at a time (nx g, the project
 * graph, ESLint, one tsc program, a Vite build), so it shares the 2 cores with the lint, typecheck
 * and builds steps. Its e2e phase (a backend and two previews, two Playwright workers) waits for
 * `go()`, sent once the sister's build is in dist/apps; `done` settles when it has finished.
 */
function background(title, command, args) {
  const t0 = Date.now();
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], env: baseEnv, detached: true });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${title}] ${line}\n`);
    });
  }
  const done = new Promise((resolve, reject) => {
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${title}: ${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
  // Awaited later; a failure meanwhile must not be an unhandled rejection.
  done.catch(() => undefined);
  return {
    go: () => child.stdin.end('go\n'),
    wait: async () => {
      const t1 = Date.now();
      console.log(`\n━━ ${title} (started beside lint and typecheck)`);
      await done;
      console.log(`━━ ${title}: ${((Date.now() - t1) / 1000).toFixed(0)} s more (${((Date.now() - t0) / 1000).toFixed(0)} s in all)`);
    },
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    },
  };
}

let generator;
let postgresSuite;
try {
  await step('browser', 'node', ['tools/scripts/ensure-browser.mjs']);
  // PostgreSQL and nginx for the PostgreSQL suite and the cluster steps (apt-get when missing).
  await step('servers', 'node', ['tools/scripts/ensure-servers.mjs']);
  // Lint and typecheck each run over the whole tree in one process (ESLint 10 finds each project's
  // eslint.config.mjs itself; typecheck-all groups projects by compiler options): 50-odd separate
  // processes re-read the same sources and type definitions for minutes on 2 cores.
  // `nx run <project>:lint|typecheck` stay for one project at a time.
  // @nx/enforce-module-boundaries reads the project graph Nx has cached; on a fresh clone there is
  // none until an nx command has run, and the rule then skips itself with a mere warning.
  await step('project graph', 'npx', ['nx', 'show', 'projects', '--json'], { stdio: ['ignore', 'ignore', 'inherit'] });
  // The contract's types (a build output, docs/contract.md), fresh before the whole-tree checks read them.
  await step('contract types', 'npx', ['nx', 'run', 'api-client:generate', '--output-style=static']);
  // `nx g @cx/tools:brand` for real, in a copy of the workspace: the generated brand lints,
  // typechecks, passes its unit tests, builds and passes the shared @smoke e2e journeys beside its
  // sister's build (about 2 min; only the new projects are checked). Beside the next steps; its
  // e2e phase after the builds.
  generator = background('brand generator', 'node', ['tools/scripts/check-brand-generator.mjs', '--e2e', '--e2e-on-stdin']);
  await step('lint (module boundaries included)', 'npx', ['eslint', 'apps', 'libs', 'tools']);
  // Unused files, exports and dependencies (knip.jsonc): every export has an importer.
  await step('unused code (knip)', 'npx', ['knip', '--no-progress']);
  await step('import cycles', 'node', ['tools/scripts/check-cycles.mjs']);
  await step('typecheck', 'node', ['tools/scripts/typecheck-all.mjs']);
  await step('app builds, Storybook build', 'npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    'build-storybook',
    '--parallel=2',
    '--output-style=static',
  ]);
  generator.go();
  await generator.wait();
  // The backend's suite on a throwaway PostgreSQL server (tools/scripts/test-api-postgres.mjs),
  // beside the unit tests and the SQLite run of the same suite: it waits on the database's round
  // trips more than on the CPU.
  postgresSuite = background('backend on PostgreSQL', 'node', ['tools/scripts/test-api-postgres.mjs']);
  // Every library's and the tools' unit tests in one Vitest run (tools/vite/vitest-all.config.ts);
  // the backend's tests and the stories-as-tests keep their own runners.
  await step('unit tests: libraries and tools', 'npx', ['vitest', 'run', '--config', 'tools/vite/vitest-all.config.ts']);
  await step('backend, contract and Storybook tests', 'npx', [
    'nx',
    'run-many',
    '-t',
    'test',
    '-p',
    'api',
    'storybook-host',
    '--parallel=2',
    '--output-style=static',
  ]);
  await postgresSuite.wait();
  // Two backend instances on one PostgreSQL behind nginx behave as one backend (issue 33).
  await step('cluster: two instances on PostgreSQL behind nginx', 'npx', ['vitest', 'run', '--config', 'apps/api/vite.config.ts'], {
    env: { ...baseEnv, API_TEST_CLUSTER: '1' },
  });
  // First-screen JS, lazy chunks and precache against their budgets (docs/performance.md).
  await step('performance budgets', 'node', ['tools/scripts/budgets.mjs']);
  await step('end-to-end, both brands', 'npx', [
    'nx',
    'run-many',
    '-t',
    'e2e',
    '--parallel=1',
    '--output-style=static',
  ]);
  // The @smoke journeys of both brands against the nginx-served builds and the balanced API.
  await step('end-to-end @smoke against nginx and two instances', 'npx', ['tsx', 'tools/scripts/e2e-cluster.ts']);
  console.log(`\nnpm test: all green in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  generator?.stop();
  postgresSuite?.stop();
  console.error(`\nnpm test failed: ${error.message}`);
  process.exit(1);
}
