import { queryOptions } from '@tanstack/react-query';
import type { AgeStatus, ApiClient, Session } from '@cx/shared-session';

interface TestSessionOptions {
  signedIn?: boolean;
  /** What the server says of the age (docs/routes.md); verified unless a test says otherwise. */
  age?: AgeStatus;
}

/**
 * The `api` and `session` of a router context for tests that render routes: a session that is
 * (or is not) signed in, with the age status given, and an api client that must not be called.
 */
export function testSessionContext({ signedIn = true, age = 'verified' }: TestSessionOptions = {}): {
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
    ageQueryOptions: () => queryOptions({ queryKey: ['session', 'age', 1] as const, queryFn: async () => age }),
    subscribe: () => () => undefined,
    logout: async () => undefined,
    handleUnauthorized: () => undefined,
    begin: unexpected('session.begin'),
    checkToken: async () => 'valid' as const,
    refreshOgoToken: async () => undefined,
    start: () => () => undefined,
    markAgeDeclared: () => undefined,
    onStateReset: () => () => undefined,
  } as unknown as Session;
  return { api, session };
}
