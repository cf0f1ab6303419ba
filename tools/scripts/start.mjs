#!/usr/bin/env node
// `npm start`: production builds of every brand app (libs/brand/brands.json) served with their
// service workers and deployment headers, plus the reference backend. `npm run dev` (--dev): Vite
// dev servers.
import { existsSync, readFileSync } from 'node:fs';
import { baseEnv, run, service } from './run.mjs';

const dev = process.argv.includes('--dev');
const brands = JSON.parse(readFileSync(new URL('../../libs/brand/brands.json', import.meta.url), 'utf8')).brands;
const upper = (id) => id.toUpperCase();
const ports = {
  api: process.env.API_PORT ?? '3000',
  ...Object.fromEntries(brands.map(({ id, port }) => [id, process.env[`${upper(id)}_PORT`] ?? String(port)])),
};
const originOf = (id) => `http://localhost:${ports[id]}`;
// Brands beyond glo and o'go share one of their catalogues; the backend allows their origins.
const extra = brands.filter(({ id }) => id !== 'glo' && id !== 'ogo');
const env = {
  API_PORT: ports.api,
  VITE_API_URL: process.env.VITE_API_URL ?? `http://localhost:${ports.api}`,
  ...Object.fromEntries(
    brands.flatMap(({ id }) => [
      [`${upper(id)}_PORT`, ports[id]],
      [`VITE_${upper(id)}_ORIGIN`, process.env[`VITE_${upper(id)}_ORIGIN`] ?? originOf(id)],
    ]),
  ),
  GLO_ORIGIN: process.env.GLO_ORIGIN ?? originOf('glo'),
  OGO_ORIGIN: process.env.OGO_ORIGIN ?? originOf('ogo'),
  EXTRA_ORIGINS: process.env.EXTRA_ORIGINS ?? extra.map(({ id }) => process.env[`VITE_${upper(id)}_ORIGIN`] ?? originOf(id)).join(','),
  // The local stack is a development backend (dev SMS inbox, test phones); it defaults to production.
  API_MODE: process.env.API_MODE ?? 'development',
};
Object.assign(baseEnv, env);

if (!dev) {
  await run('npx', ['nx', 'run-many', '-t', 'build', '-p', ...brands.map(({ id }) => id), '--output-style=static']);
}

const children = [];
if (existsSync('apps/api/src/main.ts')) {
  children.push(service('api', 'npx', ['tsx', dev ? 'watch' : '', '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'].filter(Boolean)));
}
for (const { id: brand } of brands) {
  const args = dev
    ? ['vite', '--config', `apps/${brand}/vite.config.ts`]
    : ['vite', 'preview', '--config', `apps/${brand}/vite.config.ts`];
  children.push(service(brand, 'npx', args));
}

console.log(
  `\n${[...brands.map(({ id, displayName }) => [displayName, originOf(id)]), ['api', `http://localhost:${ports.api}`]]
    .map(([name, url]) => `  ${name.padEnd(7)}${url}`)
    .join('\n')}\n`,
);

const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`a service exited with ${code}; stopping the rest`);
      stop();
    }
  });
}
