// The @smoke journeys of every brand against the apps as a deployment serves them: nginx serving
// the static builds (dist/apps, built for API_PORT/GLO_PORT/OGO_PORT) and balancing the API over
// two backend instances on a throwaway PostgreSQL (cluster.ts). Run by npm test after the
// end-to-end suites (which use the same ports with vite preview and one SQLite backend).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { e2eBackendEnv } from '../e2e/playwright-config.ts';
import { startCluster } from './cluster.ts';

const brands: { id: string; port: number }[] = JSON.parse(readFileSync(new URL('../../libs/brand/brands.json', import.meta.url), 'utf8')).brands;
const apps = brands.map(({ id, port }) => ({ id, port: Number(process.env[`${id.toUpperCase()}_PORT`] ?? port) }));
const cluster = await startCluster({ instances: 2, apiPort: Number(process.env['API_PORT'] ?? 3000), apps, env: e2eBackendEnv(), output: 'ignore' });
let failed = false;
try {
  for (const { id } of apps) {
    console.log(`\n@smoke, ${id}: nginx-served app, API balanced over ${cluster.instances.length} instances`);
    // One phone (the suites' Android project): the journeys are the point here, not the devices,
    // which the brand suites cover; it halves the step (~1 min a brand).
    const run = spawnSync('npx', ['playwright', 'test', '-c', `apps/${id}-e2e/playwright.config.ts`, '--grep', '@smoke', '--project', 'pixel-7'], {
      stdio: 'inherit',
      env: { ...process.env, E2E_EXTERNAL_SERVERS: '1' },
    });
    if (run.status !== 0) failed = true;
  }
} finally {
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
