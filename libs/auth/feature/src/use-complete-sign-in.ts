import { useCallback } from 'react';
import { useNavigate } from '@cx/shared-routing';
import type { SignedInSession } from '@cx/shared-session';
import { useAuthServices } from './use-auth-services';

/**
 * After a successful sign-in or registration: keep the session, send the bot statistics
 * (spec §7), then go on through /is18, whose guard sends an age-verified customer straight on to
 * `redirect` (or home) and keeps everybody else there to confirm their age.
 */
export function useCompleteSignIn(redirect: string | undefined) {
  const { auth, session } = useAuthServices();
  const navigate = useNavigate();
  return useCallback(
    async (phone: string, signedIn: SignedInSession) => {
      session.begin(signedIn);
      void auth.sendBotStat(phone, signedIn.customer.shopify_id);
      await navigate({ to: '/is18', search: redirect ? { redirect } : {}, replace: true });
    },
    [auth, navigate, redirect, session],
  );
}
