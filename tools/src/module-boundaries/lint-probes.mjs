// Lints virtual files ("probes") inside the Nx workspace of the current directory and writes the
// @nx/enforce-module-boundaries messages of each to a JSON file.
//
// Usage: node lint-probes.mjs <probes.json> <results.json>   (cwd: the workspace)
//
// A separate process because @nx/devkit fixes its workspace root from the working directory when
// it is first loaded: a throw-away fixture workspace needs a process of its own.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { createProjectGraphAsync, workspaceRoot } from '@nx/devkit';

const [probesFile, resultsFile] = process.argv.slice(2);
if (!probesFile || !resultsFile) {
  throw new Error('usage: node lint-probes.mjs <probes.json> <results.json>');
}
/** @type {{ file: string, code: string }[]} */
const probes = JSON.parse(readFileSync(probesFile, 'utf8'));

// Without a cached project graph the rule skips itself with a warning; compute (and cache) it.
await createProjectGraphAsync({ exitOnError: false });

const eslint = new ESLint({ cwd: workspaceRoot });
const results = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, {
    filePath: path.join(workspaceRoot, probe.file),
  });
  if (!result) {
    throw new Error(`ESLint returned no result for ${probe.file}`);
  }
  results.push({
    ...probe,
    boundaryErrors: result.messages
      .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
      .map((m) => m.message),
    fatal: result.messages.filter((m) => m.fatal).map((m) => m.message),
  });
}
writeFileSync(resultsFile, JSON.stringify(results));
