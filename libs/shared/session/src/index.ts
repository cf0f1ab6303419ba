export {
  createSession,
  logout,
  sessionKeys,
  CUSTOMER_STALE_MS,
  TOKEN_CHECK_INTERVAL_MS,
  OGO_TOKEN_REFRESH_MARGIN_MS,
  LOGOUT_CALL_WAIT_MS,
  type Session,
  type SessionBrand,
  type SessionCalls,
  type SessionOptions,
  type SignedInSession,
  type LogoutOptions,
  type LogoutReason,
  type LogoutNotice,
  type LoggedOut,
  type KeptWork,
  KEPT_WORK_TTL_MS,
  type TokenCheckResult,
  type UnauthorizedReason,
} from './session';
export { SessionProvider, useSession, useLogout, useIsSignedIn } from './session-context';
export { isAgeVerified, hasTag, AGE_VERIFIED, AGE_CONFIRMED, type AgeVerificationInput, type MetafieldLike } from './age-verified';
export { customerIdsFrom, readCustomerIds, type CustomerIds, type ProductKey } from './customer-ids';
export { clearAllCookies, readCookie } from './cookies';
export { TOKEN_COOKIE } from './token-store';
export { createStoreRegistry, type StoreRegistry, type JotaiStore } from './jotai-stores';
export { sessionStores, SessionStores } from './session-stores';
export { createSessionCalls, ageVerifiedMetafield } from './session-calls';
export { createLazySessionCalls } from './lazy-session-calls';
/** The client type, for libraries that hold the client but may not import @cx/api-client (routing). */
export type { ApiClient } from '@cx/api-client';
/** How a failed load reads to the customer, for screens that may not import @cx/api-client. */
export { describeLoadError, type LoadErrorKind } from '@cx/api-client';
