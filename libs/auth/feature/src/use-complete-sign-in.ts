import { useCallback } from 'react';
import { useNavigate, useRouter } from '@cx/shared-routing';
import type { AuthApi } from '@cx/auth-data-access';
import type { SignedInSession } from '@cx/shared-session';

/**
 * After a successful sign-in or registration: keep the session, send the bot statistics
 * (spec §7) with the screen's auth calls, then go on through /is18, whose guard sends an
 * age-verified customer straight on to `redirect` (or home) and keeps everybody else there to
 * confirm their age.
 */
export function useCompleteSignIn(redirect: string | undefined) {
  const { session } = useRouter().options.context;
  const navigate = useNavigate();
  return useCallback(
    async (phone: string, signedIn: SignedInSession, auth: Pick<AuthApi, 'sendBotStat'>) => {
      await session.begin(signedIn);
      void auth.sendBotStat(phone, signedIn.customer.shopify_id);
      await navigate({ to: '/is18', search: redirect ? { redirect } : {}, replace: true });
    },
    [navigate, redirect, session],
  );
}
