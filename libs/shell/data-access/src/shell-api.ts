import { unwrap, type ApiClient, type ProductKey, type SignInResult } from '@cx/api-client';
import type { SignOnLink } from './site-link';

/** POST /api/mlogin: the signed-in link to the brand's full site. */
export async function fetchSiteLink(api: ApiClient, product: ProductKey): Promise<SignOnLink> {
  const link = await unwrap(api.POST('/api/mlogin', { body: { product } }));
  return { url: link.url, expiresIn: link.expires_in };
}

/** POST /api/x/handoff: a single-use code (60 s) the sister app redeems for its own session. */
export async function createHandoff(api: ApiClient, target: ProductKey): Promise<string> {
  const handoff = await unwrap(api.POST('/api/x/handoff', { body: { target } }));
  return handoff.code;
}

/** POST /api/x/handoff/redeem: the arriving app's session (unknown, used or expired → 410). */
export function redeemHandoff(api: ApiClient, code: string, product: ProductKey): Promise<SignInResult> {
  return unwrap(api.POST('/api/x/handoff/redeem', { body: { code, product } }));
}
