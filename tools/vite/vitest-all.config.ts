import { defineConfig } from 'vitest/config';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { libTestConfig } from './lib-test-config.ts';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every project's own test config (libTestConfig): each library's (libs/<scope>/<name>) and the tools'. */
const projectConfigs = [
  ...readdirSync(`${workspaceRoot}/libs`, { withFileTypes: true })
    .filter((scope) => scope.isDirectory())
    .flatMap((scope) => readdirSync(`${workspaceRoot}/libs/${scope.name}`).map((name) => `libs/${scope.name}/${name}/vite.config.ts`)),
  'tools/vite.config.ts',
].filter((file) => existsSync(`${workspaceRoot}/${file}`));

/**
 * Each project's test environment, read from its config: every one is a single
 * `libTestConfig(import.meta.dirname[, { environment }])` call, which is what lets the run below
 * merge them. A config that is anything else is refused here rather than run with other options.
 */
const environments = projectConfigs.map((file) => {
  const source = readFileSync(`${workspaceRoot}/${file}`, 'utf8');
  const call = /export default libTestConfig\(import\.meta\.dirname(?:, \{ environment: '(jsdom|node)' \})?\);/.exec(source);
  if (!call) throw new Error(`vitest-all: ${file} is not a plain libTestConfig(...) call; run it on its own or teach this config its options`);
  return { dir: dirname(file), environment: call[1] ?? 'jsdom' };
});

/**
 * The one test set-up of every project (lib-test-config.ts), over the test files of every project
 * whose config asks for `environment`: each project's own `include`, taken from under its folder.
 */
function sharedProject(name: string, environment: 'jsdom' | 'node') {
  const config = libTestConfig(workspaceRoot, { environment });
  const include = environments
    .filter((project) => project.environment === environment)
    .flatMap((project) => (config.test?.include ?? []).map((pattern) => `${project.dir}/${pattern}`));
  return { ...config, test: { ...config.test, name, include } };
}

/**
 * Every library's unit tests (and the tools') in one Vitest run, for `npm test`. The projects'
 * own configs are all libTestConfig and differ only in their environment, so the run groups their
 * test files into one project per environment: one jsdom and one module graph per worker serve
 * every DOM test file, instead of one per library (ADR 0007). `nx run <project>:test` still runs
 * one library on its own config; `vitest run --config tools/vite/vitest-all.config.ts libs/x/y`
 * runs the files under a path.
 */
export default defineConfig({
  root: workspaceRoot,
  test: {
    watch: false,
    // Vitest's default leaves one core to its main process, which here only collects results: on
    // 2 cores that was one worker for the whole run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [sharedProject('dom', 'jsdom'), sharedProject('node', 'node')],
  },
});
