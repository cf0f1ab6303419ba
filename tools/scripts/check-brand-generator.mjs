#!/usr/bin/env node
// The brand generator for real: a copy of the workspace (git-tracked files and untracked ones git
// does not ignore) in a temporary folder, node_modules linked, `nx g @cx/tools:brand` run there for
// a sample brand, then the new projects linted, typechecked, unit-tested and the new app built.
// Only the new projects and the shared lists the generator edits are checked, so it takes a couple
// of minutes, not an `npm test`. Exits non-zero on the first failure.
// With --e2e, the shared e2e specs then run against the new brand (its app beside its sister's
// build, which must be in dist/apps already: `npm test` builds it first); --e2e runs the @smoke
// specs on the Android phone, --e2e=all every spec.
//
//   node tools/scripts/check-brand-generator.mjs          the sample brand "vel"
//   node tools/scripts/check-brand-generator.mjs --e2e    … and its @smoke journeys
//   node tools/scripts/check-brand-generator.mjs --keep   leave the copy (its path is printed)
//
// --e2e-on-stdin: the e2e phase waits for a line on stdin (`npm test` starts this check beside
// its lint and typecheck, and sends the line once the sister's build is in dist/apps).
import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const keep = process.argv.includes('--keep');
const e2eArg = process.argv.find((arg) => arg === '--e2e' || arg.startsWith('--e2e='));
const e2e = e2eArg ? (e2eArg === '--e2e=all' ? 'all' : 'smoke') : null;
const e2eOnStdin = process.argv.includes('--e2e-on-stdin');
const brand = 'vel';
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', CI: 'true' };
// The copy is a workspace of its own: no NX_* settings of an outer nx run may point elsewhere.
for (const name of Object.keys(env)) {
  if (name.startsWith('NX_') && !['NX_NO_CLOUD', 'NX_DAEMON', 'NX_TUI'].includes(name)) delete env[name];
}

const copy = mkdtempSync(join(tmpdir(), 'cx-brand-check-'));
let failed = false;
// Stopped from outside (npm test failed elsewhere): no copy left behind.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (!keep) rmSync(copy, { recursive: true, force: true });
    process.exit(1);
  });
}

/** Resolves on the first line on stdin; rejects when stdin ends without one. */
function stdinLine() {
  return new Promise((resolve, reject) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) {
        process.stdin.pause();
        resolve();
      }
    });
    process.stdin.on('end', () => reject(new Error('stdin ended before the go-ahead for the e2e phase')));
  });
}

function run(title, command, args) {
  const t0 = Date.now();
  console.log(`\n── ${title}`);
  return new Promise((resolve, reject) => {
    // stdin is not theirs: with --e2e-on-stdin it carries the go-ahead for this script.
    const child = spawn(command, args, { cwd: copy, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code, signal) => {
      if (code === 0) {
        console.log(`── ${title}: ${seconds(t0)}`);
        resolve();
      } else {
        reject(new Error(`${title}: ${command} ${args.join(' ')} exited with ${code ?? signal}`));
      }
    });
  });
}

/**
 * node_modules of the copy: every package linked to the workspace's, except the workspace's own
 * packages (npm workspaces, e.g. @cx/tools → ../../tools), which must be the copy's: Nx finds the
 * local plugin, and so the generator, through them.
 */
function linkNodeModules() {
  const modules = realpathSync(join(root, 'node_modules'));
  const link = (relative) => {
    const from = join(modules, relative);
    const to = join(copy, 'node_modules', relative);
    if (lstatSync(from).isSymbolicLink() && !readlinkSync(from).startsWith('/')) {
      // A relative link out of node_modules is a workspace package: the same link in the copy.
      if (!realpathSync(from).startsWith(`${modules}/`)) {
        symlinkSync(readlinkSync(from), to);
        return;
      }
    }
    symlinkSync(from, to);
  };
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('@') && readdirSync(join(modules, entry)).some((name) => lstatSync(join(modules, entry, name)).isSymbolicLink())) {
      mkdirSync(join(copy, 'node_modules', entry));
      for (const name of readdirSync(join(modules, entry))) link(join(entry, name));
    } else {
      link(entry);
    }
  }
}

/** One TypeScript program over several projects' sources (as typecheck-all.mjs does). */
function tscProgram(name, compilerOptions, include) {
  const file = join(copy, 'tmp', `typecheck-${name}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ extends: '../tsconfig.base.json', compilerOptions, include: include.map((p) => `../${p}`) }));
  return ['node_modules/typescript/bin/tsc', '-p', file, '--noEmit', '--pretty'];
}

try {
  const t0 = Date.now();
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  let copied = 0;
  for (const file of files) {
    const from = join(root, file);
    // Tracked but deleted in this checkout, or the node_modules link of a worktree.
    if (!existsSync(from) || file === 'node_modules') continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(from, join(copy, file));
    copied += 1;
  }
  linkNodeModules();
  console.log(`── copied ${copied} files to ${copy}: ${seconds(t0)}`);
  // The contract's types are a build output (git ignores them), written as `npm ci` would.
  await run('generate the contract types', 'node', ['libs/api/client/scripts/generate-schema.mjs']);

  await run(`generate the brand "${brand}"`, 'npx', ['nx', 'g', '@cx/tools:brand', brand, '--no-interactive']);

  // The project graph with the new projects, which the lint rule of module boundaries reads from
  // Nx's cache (without it the rule skips itself); the new projects must be there, with the
  // targets Nx infers for a brand app.
  const graphStarted = Date.now();
  const projects = JSON.parse(execFileSync('npx', ['nx', 'show', 'projects', '--json'], { cwd: copy, env }).toString('utf8'));
  for (const name of [brand, `brand-${brand}`, `${brand}-e2e`]) {
    if (!projects.includes(name)) throw new Error(`project graph: no project ${name}`);
  }
  const app = JSON.parse(execFileSync('npx', ['nx', 'show', 'project', brand, '--json'], { cwd: copy, env }).toString('utf8'));
  for (const target of ['build', 'lint', 'typecheck']) {
    if (!app.targets?.[target]) throw new Error(`project graph: ${brand} has no ${target} target`);
  }
  console.log(`\n── project graph: ${brand}, brand-${brand} and ${brand}-e2e are projects: ${seconds(graphStarted)}`);

  // The new projects, and the shared lists the generator edited (with their module boundaries).
  await run('lint', 'npx', [
    'eslint',
    '--max-warnings=0',
    `apps/${brand}`,
    `apps/${brand}-e2e`,
    `libs/brand/${brand}`,
    'libs/brand/contract/src',
    'libs/shared/util-storage/src',
    'apps/storybook/.storybook',
  ]);

  // One program (the shared sources and type definitions read once): the app's sources reach
  // every library it mounts, the edited brand lists included; the Storybook config and the e2e
  // harness are checked with the new brand in their lists. The union of the projects' `types`.
  await run('typecheck: app, brand library, e2e project, Storybook config', 'node', [
    ...tscProgram('brand', { types: ['vite/client', 'vite-plugin-pwa/client', 'node'] }, [
      `apps/${brand}/src/**/*.ts`,
      `apps/${brand}/vite.config.ts`,
      `libs/brand/${brand}/src/**/*.ts`,
      `libs/brand/${brand}/vite.config.ts`,
      `apps/${brand}-e2e/*.ts`,
      'tools/e2e/**/*.ts',
      'apps/storybook/.storybook/*.ts',
      'apps/storybook/.storybook/*.tsx',
    ]),
  ]);

  // The brand's config against the contract and its palette against the tokens; the contract's and
  // the storage keys' checks that their brand lists name the registry's brands.
  await run('unit tests: brand library, contract, storage keys', 'npx', [
    'vitest',
    'run',
    '--config',
    'tools/vite/vitest-all.config.ts',
    `libs/brand/${brand}/`,
    'libs/brand/contract/',
    'libs/shared/util-storage/',
  ]);

  // The production build validates the brand config (brandConfigCheck), prerenders the pages and
  // makes the PWA icons from the placeholder.
  await run('build', 'npx', ['vite', 'build', '--config', `apps/${brand}/vite.config.ts`]);
  if (!existsSync(join(copy, 'dist', 'apps', brand, 'index.html')) || !existsSync(join(copy, 'dist', 'apps', brand, 'manifest.webmanifest'))) {
    throw new Error(`build: dist/apps/${brand} has no index.html or manifest.webmanifest`);
  }

  if (e2e) {
    if (e2eOnStdin) {
      const waited = Date.now();
      await stdinLine();
      console.log(`\n── waited for the sister's build: ${seconds(waited)}`);
    }
    // The sister app the cross-app specs visit (the brand switch, the carts kept apart): the
    // workspace's own build, linked in.
    const { sister } = JSON.parse(readFileSync(join(copy, 'apps', `${brand}-e2e`, 'expected.json'), 'utf8'));
    const sisterBuild = join(root, 'dist', 'apps', sister.id);
    if (!existsSync(join(sisterBuild, 'index.html'))) throw new Error(`e2e: ${sisterBuild} is not built (nx run ${sister.id}:build)`);
    symlinkSync(sisterBuild, join(copy, 'dist', 'apps', sister.id));
    await run(`e2e: the shared specs (${e2e === 'all' ? 'all' : '@smoke'}) against "${brand}"`, 'npx', [
      'playwright',
      'test',
      '-c',
      `apps/${brand}-e2e/playwright.config.ts`,
      // A new brand has no screenshots yet: its first run writes the visual baselines, which its
      // designers then review and commit; every other spec compares as for glo and o'go.
      ...(e2e === 'all' ? ['--update-snapshots=missing'] : ['--project=pixel-7', '--grep', '@smoke']),
    ]);
  }

  console.log(`\ncheck-brand-generator: the generated brand "${brand}" lints, typechecks, tests, builds${e2e ? ' and passes the shared e2e specs' : ''} (${seconds(started)})`);
} catch (error) {
  failed = true;
  console.error(`\ncheck-brand-generator failed: ${error.message}${keep ? '' : ` (rerun with --keep to inspect the copy)`}`);
} finally {
  if (keep) console.log(`the copy stays at ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
