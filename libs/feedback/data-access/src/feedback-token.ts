import { isApiClientError, unwrap, type ApiClient, type ProductKey } from '@cx/api-client';
import { shareInFlight } from '@cx/shared-util-async';
import {
  STORAGE_KEYS,
  bindStorage,
  readWithExpiry,
  writeWithExpiry,
  type StorageDeps,
  type StorageLike,
} from '@cx/shared-util-storage';

/** The feedback calls of the api client (the whole client satisfies it). */
export type FeedbackApi = Pick<ApiClient, 'GET' | 'POST'>;

/** Who asks and where the feedback service's token and caches live. */
export interface FeedbackDeps extends StorageDeps {
  api: FeedbackApi;
  /** The brand shop (`shop` of the feedback calls). */
  product: ProductKey;
  /** The customer record in that shop. */
  shopifyId: number;
}

/** Stop using a token this long before the server's expiry, so a call never carries a dying one. */
const EXPIRY_MARGIN_SECONDS = 60;

/** Spec §8 "Feedback statusCode 401": the feedback token is no good any more. */
export function isFeedback401(error: unknown): boolean {
  return isApiClientError(error) && error.status === 401;
}

/** Only the feedback service's own refusal is worth a fresh token; UNAUTHORIZED_IN_APP logs out. */
function isFeedbackUnauthenticated(error: unknown): boolean {
  return isFeedback401(error) && isApiClientError(error) && error.errorType === 'feedback_unauthenticated';
}

export function readFeedbackToken(deps: StorageDeps = {}): string | undefined {
  const { storage, clock } = bindStorage(deps);
  return readWithExpiry<string>(storage, STORAGE_KEYS.feedbackToken, clock);
}

/** Spec §8: drop the feedback token flag. */
export function dropFeedbackToken(storage?: StorageLike): void {
  bindStorage({ storage }).remove(STORAGE_KEYS.feedbackToken);
}

const sharedAuth = shareInFlight<object, string>();

/** get-auth of the feedback service; the token is kept until just before its expiry. */
export function authenticateFeedback(deps: FeedbackDeps): Promise<string> {
  return sharedAuth(deps.api, async () => {
    const { token, expires_in } = await unwrap(deps.api.GET('/api/feedback/get-auth'));
    const lifetime = Math.max(1, expires_in - EXPIRY_MARGIN_SECONDS);
    const { storage, clock } = bindStorage(deps);
    writeWithExpiry(storage, STORAGE_KEYS.feedbackToken, token, lifetime, clock);
    return token;
  });
}

/**
 * Runs a feedback call with the service token. Any 401 drops the token (spec §8); the service's
 * own feedback_unauthenticated gets a fresh token and one more try.
 */
export async function withFeedbackToken<T>(deps: FeedbackDeps, call: (token: string) => Promise<T>): Promise<T> {
  const token = readFeedbackToken(deps) ?? (await authenticateFeedback(deps));
  try {
    return await call(token);
  } catch (error) {
    if (!isFeedback401(error)) throw error;
    dropFeedbackToken(deps.storage);
    if (!isFeedbackUnauthenticated(error)) throw error;
    const fresh = await authenticateFeedback(deps);
    try {
      return await call(fresh);
    } catch (again) {
      if (isFeedback401(again)) dropFeedbackToken(deps.storage);
      throw again;
    }
  }
}
