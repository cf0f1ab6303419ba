// Generates the contract's TypeScript types with openapi-typescript into the contract library
// (libs/api/contract/src/schema.gen.ts, `@cx/api-contract`), which both the client and the
// backend import. `--check` regenerates into a temporary file instead and fails when the file differs
// from it, so the contract and the types cannot drift unnoticed. Both modes share this one command
// line, so they cannot disagree about options. Runs offline.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const contract = 'libs/api/contract/openapi.yaml';
const targets = ['libs/api/contract/src/schema.gen.ts'];
const bin = join(workspaceRoot, 'node_modules/.bin/openapi-typescript');
const check = process.argv.includes('--check');

function generate() {
  const dir = mkdtempSync(join(tmpdir(), 'api-client-schema-'));
  try {
    const fresh = join(dir, 'schema.gen.ts');
    execFileSync(bin, [contract, '--output', fresh], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return readFileSync(fresh, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function read(file) {
  try {
    return readFileSync(join(workspaceRoot, file), 'utf8');
  } catch {
    return '';
  }
}

const expected = generate();
if (!check) {
  for (const target of targets) writeFileSync(join(workspaceRoot, target), expected);
  process.exit(0);
}

for (const target of targets) {
  const actual = read(target);
  if (expected === actual) {
    console.log(`${target} matches the contract.`);
    continue;
  }
  const a = actual.split('\n');
  const line = expected.split('\n').findIndex((text, i) => text !== a[i]);
  console.error(
    `${target} is out of date with ${contract}` +
      (line >= 0 ? ` (first difference at line ${line + 1}).` : '.') +
      '\nRun: npx nx run api-client:generate   and commit the result.',
  );
  process.exitCode = 1;
}
