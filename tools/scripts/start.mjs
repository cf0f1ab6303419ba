#!/usr/bin/env node
// `npm start`: production builds of both brand apps served with their service workers and
// deployment headers, plus the reference backend. `npm run dev` (--dev): Vite dev servers.
import { existsSync } from 'node:fs';
import { baseEnv, run, service } from './run.mjs';

const dev = process.argv.includes('--dev');
const ports = {
  api: process.env.API_PORT ?? '3000',
  glo: process.env.GLO_PORT ?? '4201',
  ogo: process.env.OGO_PORT ?? '4202',
};
const env = {
  API_PORT: ports.api,
  GLO_PORT: ports.glo,
  OGO_PORT: ports.ogo,
  VITE_API_URL: process.env.VITE_API_URL ?? `http://localhost:${ports.api}`,
  VITE_GLO_ORIGIN: process.env.VITE_GLO_ORIGIN ?? `http://localhost:${ports.glo}`,
  VITE_OGO_ORIGIN: process.env.VITE_OGO_ORIGIN ?? `http://localhost:${ports.ogo}`,
  GLO_ORIGIN: process.env.GLO_ORIGIN ?? `http://localhost:${ports.glo}`,
  OGO_ORIGIN: process.env.OGO_ORIGIN ?? `http://localhost:${ports.ogo}`,
  // The local stack is a development backend (dev SMS inbox, test phones); it defaults to production.
  API_MODE: process.env.API_MODE ?? 'development',
};
Object.assign(baseEnv, env);

if (!dev) {
  await run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'glo', 'ogo', '--output-style=static']);
}

const children = [];
if (existsSync('apps/api/src/main.ts')) {
  children.push(service('api', 'npx', ['tsx', dev ? 'watch' : '', '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'].filter(Boolean)));
}
for (const brand of ['glo', 'ogo']) {
  const args = dev
    ? ['vite', '--config', `apps/${brand}/vite.config.ts`]
    : ['vite', 'preview', '--config', `apps/${brand}/vite.config.ts`];
  children.push(service(brand, 'npx', args));
}

console.log(
  `\n  glo    http://localhost:${ports.glo}\n  o'go   http://localhost:${ports.ogo}\n  api    http://localhost:${ports.api}\n`,
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
