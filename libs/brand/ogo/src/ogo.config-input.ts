import brand from './ogo.brand.json';

/** The deployment-specific values of the brand config (Vite env variables). */
export interface OgoConfigEnv {
  VITE_OGO_ORIGIN?: string;
  VITE_GLO_ORIGIN?: string;
  VITE_OGO_FULL_SITE_URL?: string;
}

/**
 * The brand config before validation: the static data of ogo.brand.json plus the origins of this
 * deployment. Free of workspace imports, so the build (tools/vite/brand-app-config.ts) validates
 * the very same object against the contract and fails on an invalid config.
 */
export function ogoConfigInput(env: OgoConfigEnv | undefined) {
  return {
    ...brand,
    origin: env?.VITE_OGO_ORIGIN ?? 'http://localhost:4202',
    sister: { ...brand.sister, origin: env?.VITE_GLO_ORIGIN ?? 'http://localhost:4201' },
    fullSiteUrl: env?.VITE_OGO_FULL_SITE_URL ?? brand.fullSiteUrl,
  };
}
