import type { BrandConfig } from '@cx/brand-contract';
import { createAllowList, type ExternalAllowList } from '@cx/shell-data-access';

interface AllowListEnv {
  VITE_API_URL?: string;
  /** Comma-separated origins of the card payment provider's pages. */
  VITE_PAYMENT_ORIGINS?: string;
  /** Comma-separated origins the full-site single sign-on links may point at. */
  VITE_FULL_SITE_ORIGINS?: string;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * Where this brand's app may navigate outside itself (spec §8): the payment provider, the full
 * site, the sister app and the brand's social pages. The reference backend stands in for the
 * payment provider (its payment page) and the full site (the mlogin landing page), so by default
 * its origin is on the list too; a deployment names the real ones.
 */
export function appAllowList(
  brand: BrandConfig,
  env: AllowListEnv = (import.meta.env ?? {}) as AllowListEnv,
): ExternalAllowList {
  const api = env.VITE_API_URL ?? 'http://localhost:3000';
  return createAllowList({
    sisterOrigin: brand.sister.origin,
    fullSiteUrls: [
      brand.fullSiteUrl,
      ...(env.VITE_FULL_SITE_ORIGINS ? list(env.VITE_FULL_SITE_ORIGINS) : [api]),
    ],
    paymentUrls: env.VITE_PAYMENT_ORIGINS ? list(env.VITE_PAYMENT_ORIGINS) : [api, 'https://www.liqpay.ua'],
    socialUrls: brand.social.map((link) => link.url),
  });
}
