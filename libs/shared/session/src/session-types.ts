import type { QueryClient } from '@tanstack/react-query';
import type { StorageLike } from '@cx/shared-util-storage';
import type { Customer as CustomerRecord } from '@cx/api-client';
import type { AgeQueryOptions } from './age-state';
import type { AgeFields, AgeStatus } from './age-verified';
import type { CookieDocument } from './cookies';
import type { CustomerIdSource, CustomerIds, ProductKey } from './customer-ids';

export type TokenCheckResult = 'valid' | 'invalid' | 'unknown';

/**
 * The backend calls the session makes, as plain functions so the lifecycle is testable without a
 * network (createSessionCalls() binds them to the api client).
 */
export interface SessionCalls {
  /** check-token: valid, invalid (401 UNAUTHORIZED_IN_APP) or unknown (network, 5xx: no logout). */
  checkToken(): Promise<TokenCheckResult>;
  /** logout {token}: revoke this device's token. */
  revokeToken(token: string): Promise<void>;
  /** token-clear: revoke every token of the customer (all devices). */
  revokeAllTokens(): Promise<void>;
  /** get-ogo-token: o'go's own API token and its expiry. */
  fetchOgoToken(): Promise<{ token: string; expiresAt: number }>;
  /**
   * The server's reading of the person's age (age_verified, age_declared of the brand's record).
   * `readOwn` reads the brand's record through a cache (the query client), given the fetch.
   */
  fetchAge(ids: CustomerIds, readOwn?: (fetch: () => Promise<CustomerRecord>) => Promise<CustomerRecord>): Promise<AgeStatus>;
}

/** What a successful confirm-sms / reg-auth / test-login leaves behind. */
export interface SignedInSession {
  token: string;
  /** Milliseconds since the epoch (the server's expired_at). */
  expiresAt: number;
  customer: CustomerIdSource & AgeFields & { tags?: string | null };
}

export type LogoutReason = 'user' | 'forced' | 'other-tab';
export type LogoutNotice = 'ended' | 'storage-lost';

/** A customer's work in progress (storage key → stored value), kept across a forced logout. */
export interface KeptWork {
  shopifyId: number;
  values: [string, string][];
}

export interface LogoutOptions {
  reason?: LogoutReason;
  /** Also revoke the customer's tokens on every other device (token-clear). */
  everywhere?: boolean;
  /**
   * A forced logout's work held in memory (what a checkout had on screen), kept for its owner
   * even when storage lost it (wiped by the browser or another tab).
   */
  work?: KeptWork;
  /** Where the customer continues after signing in again. */
  returnTo?: string;
}

export interface LoggedOut {
  reason: LogoutReason;
  returnTo?: string;
}

/** The shape of the api client's onUnauthorized argument that the session looks at. */
export interface UnauthorizedReason {
  kind: string;
}

export interface SessionBrand {
  productKey: ProductKey;
  features: { ogoAuthApiToken: boolean; ageVerifiedMetafieldNamespace: string };
}

export interface SessionOptions {
  calls: SessionCalls;
  queryClient: QueryClient;
  brand: SessionBrand;
  /** Runs after everything is cleared: navigate to /auth (a forced logout says where to return). */
  onLoggedOut: (loggedOut: LoggedOut) => void | Promise<void>;
  storage?: StorageLike;
  document?: CookieDocument & Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface Session {
  readonly brand: SessionBrand;
  /** A live token: cookie and storage agree and the server expiry has not passed. */
  isSignedIn(): boolean;
  /** The bearer for calls (the api client's getToken). */
  getToken(): string | null;
  getCustomerIds(): CustomerIds | null;
  /** o'go's token for the calls whose contract asks for it; undefined elsewhere or when stale. */
  getOgoAuthApiToken(): string | undefined;
  /**
   * Stores a successful sign-in and starts the token checks; resolves once the customer's kept
   * work and age are in place (the next screen reads them).
   */
  begin(session: SignedInSession): Promise<void>;
  /** Clears the device and goes to /auth; concurrent calls share one run. */
  logout(options?: LogoutOptions): Promise<void>;
  /** The api client's onUnauthorized: UNAUTHORIZED_IN_APP forces logout (spec §8). */
  handleUnauthorized(reason: UnauthorizedReason): void;
  /**
   * `ended` after a forced logout of a signed-in customer (a dead token), `storage-lost` when the
   * sign-in had vanished from storage under a running checkout, until the next sign-in or logout,
   * so /auth can say why the customer is there; null otherwise.
   */
  logoutNotice(): LogoutNotice | null;
  /** Checks the token now; an invalid one logs out, a failed check changes nothing. */
  checkToken(): Promise<TokenCheckResult>;
  /** Fetches o'go's token when it is missing or about to expire. */
  refreshOgoToken(): Promise<void>;
  /**
   * Starts following other tabs and, while somebody is signed in, the checks (every 20 min, on
   * return to the app); returns stop.
   */
  start(): () => void;
  /** Fetches the signed-in part of the session's code (the visitor is about to sign in). */
  preload(): Promise<void>;
  /** What the server says of the customer's age: verified, declared (at /is18) or none (docs/routes.md). */
  ageQueryOptions(): AgeQueryOptions;
  /** /is18 succeeded: remember the declaration without asking the server again. */
  markAgeDeclared(): void;
  /**
   * Told when the client state (the jotai atoms: cart, drafts, flags) must start over: on logout,
   * and at a sign-in that gives kept work back. sessionStores() (session-stores.ts) listens.
   */
  onStateReset(listener: () => void): () => void;
  /** Told on sign-in and on logout. */
  subscribe(listener: () => void): () => void;
}
