#!/usr/bin/env node
// Makes sure the servers the PostgreSQL and cluster tests start are on this machine: Debian's
// postgresql (initdb, pg_ctl, postgres) and nginx, installed with apt-get when missing and
// running as root (as ensure-browser.mjs does for Chromium). Neither is started here: every test
// starts throwaway servers in a temporary folder.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ensurePostgres } from './throwaway-postgres.mjs';
import { aptInstall } from './apt.mjs';

/** Debian's nginx binary, installed when missing. */
export function ensureNginx() {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx']) if (candidate && existsSync(candidate)) return candidate;
  aptInstall(['nginx'], 'No nginx. Debian/Ubuntu: sudo apt-get install -y nginx; elsewhere set NGINX_BIN.');
  return '/usr/sbin/nginx';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(`postgres: ${ensurePostgres()}`);
  console.log(`nginx: ${ensureNginx()}`);
}
