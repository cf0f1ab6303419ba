export { createSession } from './session';
export type { Session, SessionBrand, SignedInSession } from './session-types';
export { sessionKeys, CUSTOMER_STALE_MS } from './age-state';
export { SessionProvider, useSession, useLogout } from './session-context';
export type { AgeStatus } from './age-verified';
export { clearAllCookies } from './cookie-clear';
export { SessionStores } from './session-stores';
export { createSessionCalls, ageDeclarationMetafield } from './session-calls';
export { createLazySessionCalls } from './lazy-session-calls';
/** The client type, for libraries that hold the client but may not import @cx/api-client (routing). */
export type { ApiClient } from '@cx/api-client';
/** How a failed load reads to the customer, for screens that may not import @cx/api-client. */
export { describeLoadError } from '@cx/api-client';
