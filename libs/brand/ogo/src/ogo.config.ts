import type { BrandConfig } from '@cx/brand-contract';
import { ogoConfigInput } from './ogo.config-input';

/**
 * ogo's static brand data lives in ogo.brand.json (the build reads it for the web manifest);
 * deployment-specific origins come from the environment. The app does not parse it at start-up
 * (valibot stays off the first screen): ogo.config.test.ts checks it against the contract, and
 * every dev server and build validates this very object (ogoConfigInput with the build's env) and
 * fails on an invalid config (brandConfigCheck in tools/vite/brand-app-config.ts).
 */
export const ogoConfig = ogoConfigInput({
  VITE_OGO_ORIGIN: import.meta.env?.VITE_OGO_ORIGIN,
  VITE_GLO_ORIGIN: import.meta.env?.VITE_GLO_ORIGIN,
  VITE_OGO_FULL_SITE_URL: import.meta.env?.VITE_OGO_FULL_SITE_URL,
}) as BrandConfig;
