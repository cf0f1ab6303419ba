import { useMemo } from 'react';
import { useRouter } from '@cx/shared-routing';
import { createAuthApi } from '@cx/auth-data-access';

/** The api client, session and brand from the router context, and the auth calls bound to them. */
export function useAuthServices() {
  const { api, session, brand, queryClient } = useRouter().options.context;
  const auth = useMemo(
    () => createAuthApi({ api, brand, getOgoAuthApiToken: () => session.getOgoAuthApiToken() }),
    [api, brand, session],
  );
  return { auth, session, brand, queryClient };
}
