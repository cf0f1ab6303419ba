import { useMemo } from 'react';
import { useRouter } from '@cx/shared-routing';
import type { AuthApi } from '@cx/auth-data-access';

/** The phone's validation and the auth calls, fetched with /auth's first submit. */
export const loadSignInSubmit = () => import('./sign-in-submit');

/**
 * The auth calls bound to the router context, loaded on first use, so the first screen (/auth's
 * phone step) carries no auth code (useAuthServices is the eager variant of the other screens).
 * A failed load is tried again on the next call.
 */
export function useLazyAuth(): () => Promise<AuthApi> {
  const { api, session, brand } = useRouter().options.context;
  return useMemo(() => {
    let auth: Promise<AuthApi> | undefined;
    return () => {
      auth ??= loadSignInSubmit()
        .then(({ createAuthApi }) => createAuthApi({ api, brand, getOgoAuthApiToken: () => session.getOgoAuthApiToken() }))
        .catch((error: unknown) => {
          auth = undefined;
          throw error;
        });
      return auth;
    };
  }, [api, brand, session]);
}
