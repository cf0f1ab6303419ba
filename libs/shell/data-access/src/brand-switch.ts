import { BRAND_SWITCH_PATH } from './brand-switch-path';

/**
 * The brand switch (spec §1, §4) as a cross-app link: the signed-in app asks the backend for a
 * single-use code that lives 60 s and puts only that code in the link; the sister app redeems
 * it for its own session on its arrival route. The code travels in the URL fragment, which
 * browsers send to no server and strip from the Referer header.
 */

export interface BrandSwitchSource {
  origin: string;
  sister: { id: string; displayName: string; origin: string };
  /** Whether this brand offers the switch at all (BrandConfig.features.brandSwitch). */
  features: { brandSwitch: boolean };
}

/**
 * The switch link of the side menu, or null where it must not show: spec §1 hides it on the
 * sister brand's own host — the sister brand's app (its config says so), and any page served from
 * the origin the switch would lead to.
 */
export function brandSwitchTarget(
  brand: BrandSwitchSource,
  currentOrigin: string,
): { origin: string; name: string } | null {
  if (!brand.features.brandSwitch || currentOrigin === brand.sister.origin) return null;
  return { origin: brand.sister.origin, name: brand.sister.displayName };
}

/** The arrival address on the sister app carrying a handoff code. */
export function handoffUrl(sisterOrigin: string, code: string): string {
  return `${sisterOrigin}${BRAND_SWITCH_PATH}#code=${encodeURIComponent(code)}`;
}

/** The handoff code of an arrival URL's fragment (`#code=…`), or null. */
export function readHandoffCode(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('code');
  return code && /^[A-Za-z0-9_-]{32,128}$/.test(code) ? code : null;
}

/**
 * Where the switch leads: the sister app's arrival route with a fresh code, or the sister app's
 * start page (the customer signs in there) when no code can be had — signed out, offline, or
 * the backend refused.
 */
export async function brandSwitchUrl(
  sisterOrigin: string,
  createHandoff: () => Promise<string>,
): Promise<string> {
  try {
    const code = await createHandoff();
    return handoffUrl(sisterOrigin, code);
  } catch {
    return `${sisterOrigin}/`;
  }
}
