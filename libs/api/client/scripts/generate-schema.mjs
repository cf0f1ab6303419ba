// Generates the contract's TypeScript types with openapi-typescript into the contract library
// (libs/api/contract/src/schema.gen.ts, `@cx/api-contract`), which both the client and the
// backend import. The file is a build output, not source (git ignores it): `npm ci` writes it
// (postinstall), and every build, typecheck and test runs `nx run api-client:generate` first
// (cached on openapi.yaml), so the types cannot drift from the contract. Runs offline.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const contract = 'libs/api/contract/openapi.yaml';
const target = join(workspaceRoot, 'libs/api/contract/src/schema.gen.ts');
const bin = join(workspaceRoot, 'node_modules/.bin/openapi-typescript');

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
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const types = generate();
// Written only when it changed, so a running dev server does not reload for nothing.
if (read(target) !== types) writeFileSync(target, types);
