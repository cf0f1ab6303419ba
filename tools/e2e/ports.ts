import { readFileSync } from 'node:fs';

/** Every brand app of the workspace and its default port (libs/brand/brands.json). */
export const brandApps: readonly { id: string; displayName: string; port: number }[] = JSON.parse(
  readFileSync(new URL('../../libs/brand/brands.json', import.meta.url), 'utf8'),
).brands;

/** An app's port: `<ID>_PORT` (GLO_PORT, OGO_PORT, …) or its default from the registry. */
export function appPort(brand: string): number {
  const app = brandApps.find((entry) => entry.id === brand);
  if (!app) throw new Error(`No brand app "${brand}" in libs/brand/brands.json`);
  return Number(process.env[`${brand.toUpperCase()}_PORT`] ?? app.port);
}

/** The fixed points of README.md: each overridable by environment variable. */
export const ports = {
  api: Number(process.env.API_PORT ?? 3000),
} as const;

export const appUrl = (brand: string) => `http://localhost:${appPort(brand)}`;
export const apiUrl = () => `http://localhost:${ports.api}`;
