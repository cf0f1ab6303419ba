import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, Session } from '@cx/shared-session';

interface TestSessionOptions {
  signedIn?: boolean;
  ageVerified?: boolean;
}

/**
 * The `api` and `session` of a router context for tests that render routes: a session that is
 * (or is not) signed in and age verified, and an api client that must not be called.
 */
export function testSessionContext({ signedIn = true, ageVerified = true }: TestSessionOptions = {}): {
  api: ApiClient;
  session: Session;
} {
  const unexpected = (what: string) => () => {
    throw new Error(`testSessionContext: ${what} was not expected in this test`);
  };
  // Calls fail like a server that is down, so loaders that prefetch do not break the render.
  const api = new Proxy({} as ApiClient, {
    get: (_target, method) => () => Promise.reject(new Error(`testSessionContext: api.${String(method)} has no answer`)),
  });
  const session = {
    brand: { productKey: 'glo', features: { ogoAuthApiToken: false, ageVerifiedMetafieldNamespace: 'custom' } },
    isSignedIn: () => signedIn,
    getToken: () => (signedIn ? 'test-token' : null),
    getCustomerIds: () => (signedIn ? { shopifyId: 1, gloId: 1, ogoId: 2, veloId: null } : null),
    getOgoAuthApiToken: () => undefined,
    ageVerifiedQueryOptions: () =>
      queryOptions({ queryKey: ['session', 'age-verified', 1] as const, queryFn: async () => ageVerified }),
    subscribe: () => () => undefined,
    logout: async () => undefined,
    handleUnauthorized: () => undefined,
    begin: unexpected('session.begin'),
    checkToken: async () => 'valid' as const,
    refreshOgoToken: async () => undefined,
    start: () => () => undefined,
    markAgeVerified: () => undefined,
    onStateReset: () => () => undefined,
  } as unknown as Session;
  return { api, session };
}
