import { parseBrandConfig } from '@cx/brand-contract';
import brand from './glo.brand.json';

/**
 * glo's static brand data lives in glo.brand.json (the build reads it for the web manifest);
 * deployment-specific origins come from the environment.
 */
export const gloConfig = parseBrandConfig({
  ...brand,
  origin: import.meta.env?.VITE_GLO_ORIGIN ?? 'http://localhost:4201',
  sister: { ...brand.sister, origin: import.meta.env?.VITE_OGO_ORIGIN ?? 'http://localhost:4202' },
  fullSiteUrl: import.meta.env?.VITE_GLO_FULL_SITE_URL ?? brand.fullSiteUrl,
});
