/** The fixed points of README.md: each overridable by environment variable. */
export const ports = {
  api: Number(process.env.API_PORT ?? 3000),
  glo: Number(process.env.GLO_PORT ?? 4201),
  ogo: Number(process.env.OGO_PORT ?? 4202),
} as const;

export type BrandId = 'glo' | 'ogo';

export const appUrl = (brand: BrandId) => `http://localhost:${ports[brand]}`;
export const apiUrl = () => `http://localhost:${ports.api}`;
