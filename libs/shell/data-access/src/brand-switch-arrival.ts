import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@cx/api-client';
import type { Session } from '@cx/shared-session';
import { readHandoffCode } from './brand-switch';
import { redeemHandoff } from './shell-api';
import { forgetSiteLink } from './site-link';
import { toast } from './toast-store';

export const BRAND_SWITCH_FAILED = 'Не вдалося увійти автоматично. Увійди, будь ласка, ще раз.';

export interface BrandSwitchArrival {
  /** The arrival URL's fragment (`#code=…`). */
  hash: string;
  api: ApiClient;
  product: 'glo' | 'ogo';
  session: Pick<Session, 'begin'>;
  queryClient: Pick<QueryClient, 'clear'>;
  storage?: Storage;
}

/**
 * The sister app's side of the brand switch (spec §4): redeem the one-time code for this app's
 * own session, drop what was cached for whoever was here before (queries, the full-site link),
 * and start the session — so the customer lands signed in and the user data is fetched afresh.
 * The code is spent either way: the caller then replaces the arrival URL (a redirect with
 * `replace`), so it stays neither in the address bar nor in the history. Resolves whether the
 * customer is now signed in; a failed redemption says so in a toast (the caller goes on to sign-in).
 */
export async function arriveFromBrandSwitch(arrival: BrandSwitchArrival): Promise<boolean> {
  const code = readHandoffCode(arrival.hash);
  if (!code) return false;
  try {
    const result = await redeemHandoff(arrival.api, code, arrival.product);
    arrival.queryClient.clear();
    forgetSiteLink(arrival.storage);
    await arrival.session.begin({
      token: result.token,
      expiresAt: Date.parse(result.expired_at),
      customer: result.customer,
    });
    return true;
  } catch {
    toast.error(BRAND_SWITCH_FAILED);
    return false;
  }
}
