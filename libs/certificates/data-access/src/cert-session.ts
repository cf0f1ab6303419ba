import { isApiClientError, unwrap, type ApiClient } from '@cx/api-client';
import { shareInFlight } from '@cx/shared-util-async';
import { STORAGE_FLAGS, STORAGE_KEYS, bindStorage, type StorageDeps, type StorageLike } from '@cx/shared-util-storage';
import { toKyivIsoDate } from '@cx/shared-util-format';

/** The certificate calls of the api client (the whole client satisfies it). */
export type CertApi = Pick<ApiClient, 'POST'>;

/** What every certificate call needs: the client, and where (and when) the service token lives. */
export interface CertDeps extends StorageDeps {
  api: CertApi;
}

/** The certificate-service session as the screens need it. */
export interface CertSession {
  token: string;
  /** Registered with the certificate service (regist done). */
  registered: boolean;
  /** A PIN is set (pin/store + pin/enter-sms done). */
  pinSet: boolean;
}

/** What the registration flag remembers for 259200 s (spec §9). */
export interface CertRegistration {
  pinSet: boolean;
}

/** Spec §8: a 401 with errorType cert_unauthenticated means the certificate token is dead. */
export function isCertUnauthenticated(error: unknown): boolean {
  return isApiClientError(error) && error.status === 401 && error.errorType === 'cert_unauthenticated';
}

/** The stored certificate token (the spec's "certificate token flag"). */
export function readCertToken(storage?: StorageLike): string | null {
  return bindStorage({ storage }).read(STORAGE_KEYS.certificateToken) || null;
}

/** Spec §8: drop the certificate token flag; the next call authenticates again. */
export function dropCertToken(storage?: StorageLike): void {
  bindStorage({ storage }).remove(STORAGE_KEYS.certificateToken);
}

/** The registration remembered for 259200 s, or undefined once that passed. */
export function readCertRegistration(deps: StorageDeps = {}): CertRegistration | undefined {
  return bindStorage(deps).readFlag<CertRegistration>(STORAGE_FLAGS.certificateRegistration);
}

export function rememberCertRegistration(deps: StorageDeps, registration: CertRegistration): void {
  bindStorage(deps).writeFlag(STORAGE_FLAGS.certificateRegistration, registration);
}

/**
 * A session from storage alone: the token and a registration still inside its 259200 s. Null
 * when either is missing, which means get-auth.
 */
export function readCertSession(deps: StorageDeps = {}): CertSession | null {
  const token = readCertToken(deps.storage);
  const registration = readCertRegistration(deps);
  if (!token || !registration) return null;
  return { token, registered: true, pinSet: registration.pinSet === true };
}

/** get-auth calls in flight, per client, so screens that mount together share one. */
const sharedAuth = shareInFlight<object, CertSession>();

/**
 * get-auth with today's Kyiv date: stores the token, and remembers the registration for 259200 s
 * (or forgets it when the service says the customer is not registered).
 */
export function authenticateCert(deps: CertDeps): Promise<CertSession> {
  return sharedAuth(deps.api, async () => {
    const stored = bindStorage(deps);
    const auth = await unwrap(
      deps.api.POST('/api/cert/get-auth', { body: { date: toKyivIsoDate(stored.clock.now()) } }),
    );
    stored.write(STORAGE_KEYS.certificateToken, auth.token);
    if (auth.registered) {
      stored.writeFlag(STORAGE_FLAGS.certificateRegistration, { pinSet: auth.pin_set });
    } else {
      stored.remove(STORAGE_FLAGS.certificateRegistration.key);
    }
    return { token: auth.token, registered: auth.registered, pinSet: auth.pin_set };
  });
}

/** The session from storage when it is remembered, else from get-auth. */
export async function getCertSession(deps: CertDeps): Promise<CertSession> {
  return readCertSession(deps) ?? authenticateCert(deps);
}

/** A certificate token for a call: the stored one, or a fresh one from get-auth. */
export async function getCertToken(deps: CertDeps): Promise<string> {
  return readCertToken(deps.storage) ?? (await authenticateCert(deps)).token;
}

/**
 * Runs a certificate call with the service token. When the service answers cert_unauthenticated,
 * the token is dropped, get-auth runs again and the call is repeated once (spec §8). A 401
 * UNAUTHORIZED_IN_APP is not ours: the api client has told the session, which logs out.
 */
export async function withCertToken<T>(deps: CertDeps, call: (token: string) => Promise<T>): Promise<T> {
  const token = await getCertToken(deps);
  try {
    return await call(token);
  } catch (error) {
    if (!isCertUnauthenticated(error)) throw error;
    dropCertToken(deps.storage);
    const fresh = await authenticateCert(deps);
    return call(fresh.token);
  }
}
