import { parseBrandConfig } from '@cx/brand-contract';
import brand from './ogo.brand.json';

/**
 * o'go's static brand data lives in ogo.brand.json (the build reads it for the web manifest);
 * deployment-specific origins come from the environment.
 */
export const ogoConfig = parseBrandConfig({
  ...brand,
  origin: import.meta.env?.VITE_OGO_ORIGIN ?? 'http://localhost:4202',
  sister: { ...brand.sister, origin: import.meta.env?.VITE_GLO_ORIGIN ?? 'http://localhost:4201' },
  fullSiteUrl: import.meta.env?.VITE_OGO_FULL_SITE_URL ?? brand.fullSiteUrl,
});
