// Generates src/generated/schema.gen.ts from the contract with openapi-typescript.
// `--check` regenerates into a temporary file instead and fails when it differs from the
// committed one, so the contract and the types cannot drift unnoticed. Both modes share this one
// command line, so they cannot disagree about options. Runs offline.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const contract = 'libs/api/contract/openapi.yaml';
const committed = 'libs/api/client/src/generated/schema.gen.ts';
const bin = join(workspaceRoot, 'node_modules/.bin/openapi-typescript');
const check = process.argv.includes('--check');

function generate(output) {
  execFileSync(bin, [contract, '--output', output], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

if (!check) {
  generate(committed);
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'api-client-schema-'));
try {
  const fresh = join(dir, 'schema.gen.ts');
  generate(fresh);
  const expected = readFileSync(fresh, 'utf8');
  let actual;
  try {
    actual = readFileSync(join(workspaceRoot, committed), 'utf8');
  } catch {
    actual = '';
  }
  if (expected !== actual) {
    const a = actual.split('\n');
    const e = expected.split('\n');
    const line = e.findIndex((text, i) => text !== a[i]);
    console.error(
      `${committed} is out of date with ${contract}` +
        (line >= 0 ? ` (first difference at line ${line + 1}).` : '.') +
        '\nRun: npx nx run api-client:generate   and commit the result.',
    );
    // Not process.exit(1): that would skip the finally below and leave the temp folder behind.
    process.exitCode = 1;
  } else {
    console.log(`${relative(workspaceRoot, join(workspaceRoot, committed))} matches the contract.`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
