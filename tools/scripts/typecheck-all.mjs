#!/usr/bin/env node
// Typechecks every project of the workspace in a few TypeScript programs instead of one per project.
// Each project's tsconfig.json differs from the others (if at all) only in compilerOptions such as
// `types`; projects with the same options are checked together, so the shared sources and the
// libraries' type definitions are read once per group rather than once per project (on 2 cores this
// is minutes of npm test). `nx run <project>:typecheck` still checks one project on its own.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const outDir = join(root, 'tmp', 'typecheck');

/** Every project's tsconfig.json (the ones `nx typecheck` uses), base config excluded. */
function projectConfigs() {
  const subdirs = (dir) => readdirSync(join(root, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${dir}/${e.name}`);
  return [...subdirs('apps'), ...subdirs('libs').flatMap(subdirs), 'tools']
    .map((dir) => `${dir}/tsconfig.json`)
    .filter((file) => existsSync(join(root, file)))
    .sort()
    .map((file) => ({ dir: dirname(join(root, file)), config: JSON.parse(readFileSync(join(root, file), 'utf8')) }));
}

/** Projects grouped by their own compiler options (the `extends` chain is the same base for all). */
function groups() {
  const byOptions = new Map();
  for (const { dir, config } of projectConfigs()) {
    const key = JSON.stringify({ extends: resolve(dir, config.extends ?? ''), options: config.compilerOptions ?? {} });
    const group = byOptions.get(key) ?? { base: resolve(dir, config.extends), options: config.compilerOptions ?? {}, include: [], names: [] };
    group.include.push(...(config.include ?? []).map((pattern) => join(dir, pattern)));
    group.names.push(relative(root, dir));
    byOptions.set(key, group);
  }
  return [...byOptions.values()];
}

function tsc(configPath) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', configPath, '--noEmit', '--pretty'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => done(code ?? 1));
  });
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const configs = groups().map((group, index) => {
  const path = join(outDir, `group-${index + 1}.json`);
  writeFileSync(
    path,
    JSON.stringify({ extends: group.base, compilerOptions: group.options, include: group.include }, null, 2),
  );
  console.log(`typecheck group ${index + 1}: ${group.names.join(', ')}`);
  return path;
});

// Two programs at a time: one per core.
const failures = [];
const queue = [...configs];
await Promise.all(
  [0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if ((await tsc(next)) !== 0) failures.push(relative(root, next));
    }
  }),
);
if (failures.length > 0) {
  console.error(`typecheck failed in ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck: ${configs.length} programs, no errors`);
