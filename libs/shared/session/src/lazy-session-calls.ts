import type { ApiClient } from '@cx/api-client';
import { loadOnce } from '@cx/shared-util-async';
import type { SessionBrand, SessionCalls } from './session-types';

/**
 * The calls of createSessionCalls, whose code (and the client's error helpers with it) is fetched
 * with the first call instead of with the first screen: an anonymous visit makes none. A call made
 * while it loads waits; a chunk that failed to load fails the call (the session treats that as no
 * answer) and is asked for again next time.
 */
export function createLazySessionCalls(api: ApiClient, brand: SessionBrand): SessionCalls {
  const load = loadOnce(() => import('./session-calls').then(({ createSessionCalls }) => createSessionCalls(api, brand)));
  return {
    checkToken: () => load().then((calls) => calls.checkToken()),
    revokeToken: (token) => load().then((calls) => calls.revokeToken(token)),
    revokeAllTokens: () => load().then((calls) => calls.revokeAllTokens()),
    fetchOgoToken: () => load().then((calls) => calls.fetchOgoToken()),
    fetchAge: (ids, readOwn) => load().then((calls) => calls.fetchAge(ids, readOwn)),
  };
}
