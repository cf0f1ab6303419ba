#!/usr/bin/env node
// Import cycles between files (relative imports and @cx/* aliases, type-only imports left out: they
// vanish at build time). A cycle makes module order matter and hides a missing layer; each one
// found is printed and the script exits 1. Part of `npm test`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SKIP = new Set(['node_modules', 'dist', '.nx', 'storybook-static', 'generated', 'files']);
const EXT = /\.(ts|tsx|mjs)$/;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (EXT.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const aliases = Object.entries(JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths ?? {});
function resolveImport(from, spec) {
  let base;
  if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else {
    const hit = aliases.find(([key]) => key === spec);
    if (!hit) return undefined;
    base = join(root, hit[1][0]);
  }
  const stem = base.replace(/\.(js|mjs|ts|tsx)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

// `import type …` and `export type …` are erased; `import { type A }` lists still import the module.
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const files = ['apps', 'libs', 'tools'].flatMap((dir) => walk(join(root, dir)));
const graph = new Map(
  files.map((file) => {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(IMPORT)].map((match) => resolveImport(file, match[1])).filter(Boolean);
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function connect(file) {
  state.set(file, { index, low: index, onStack: true });
  index += 1;
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (!state.has(next)) {
      connect(next);
      state.get(file).low = Math.min(state.get(file).low, state.get(next).low);
    } else if (state.get(next).onStack) state.get(file).low = Math.min(state.get(file).low, state.get(next).index);
  }
  if (state.get(file).low === state.get(file).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component);
  }
}
for (const file of graph.keys()) if (!state.has(file)) connect(file);

if (cycles.length === 0) {
  console.log(`No import cycles in ${graph.size} files.`);
} else {
  for (const component of cycles) console.error(`cycle: ${component.map((file) => relative(root, file)).sort().join(' ↔ ')}`);
  console.error(`\n${cycles.length} import cycle(s).`);
  process.exit(1);
}
