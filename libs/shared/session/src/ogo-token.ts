import { STORAGE_KEYS, writeItem, type StorageLike } from '@cx/shared-util-storage';
import { ogoTokenExpiresAt, readOgoToken } from './ogo-token-store';
import type { SessionCalls } from './session-types';
import { createTimer } from './timers';
import type { TokenStore } from './token-store';

/** Refresh o'go's token this long before it expires, so a call never carries a dead one. */
export const OGO_TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

/** o'go's own API token (get-ogo-token), kept fresh while the customer is signed in. */
export interface OgoToken {
  readonly enabled: boolean;
  /** The token while it lives; undefined for glo, when missing or expired. */
  get(): string | undefined;
  /** Missing, or expiring within the margin. */
  dueSoon(): boolean;
  /** Fetches it (concurrent calls share one request), then plans the next refresh. */
  refresh(): Promise<void>;
  /** Plans the refresh the margin before it expires. */
  schedule(): void;
  stop(): void;
}

export interface OgoTokenDeps {
  enabled: boolean;
  tokens: TokenStore;
  storage: StorageLike;
  calls: Pick<SessionCalls, 'fetchOgoToken'>;
}

export function createOgoToken({ enabled, tokens, storage, calls }: OgoTokenDeps): OgoToken {
  const timer = createTimer();
  let pending: Promise<void> | null = null;
  const expiresAt = () => ogoTokenExpiresAt(storage);

  const schedule = () => {
    const expiry = expiresAt();
    if (!enabled || expiry === null || !tokens.isLive()) return timer.stop();
    timer.plan(() => void refresh(), expiry - OGO_TOKEN_REFRESH_MARGIN_MS - Date.now());
  };

  function refresh(): Promise<void> {
    if (!enabled || !tokens.isLive()) return Promise.resolve();
    if (pending) return pending;
    const token = tokens.read();
    pending = calls
      .fetchOgoToken()
      .then(
        (fresh) => {
          // Signed out or in again meanwhile: this token belongs to nobody here.
          if (tokens.read() !== token) return;
          writeItem(storage, STORAGE_KEYS.ogoAuthApiToken, fresh.token);
          writeItem(storage, STORAGE_KEYS.ogoAuthApiTokenExpiresAt, String(fresh.expiresAt));
        },
        () => undefined,
      )
      .finally(() => {
        pending = null;
        schedule();
      });
    return pending;
  }

  return {
    enabled,
    get: () => (enabled ? readOgoToken(storage) : undefined),
    dueSoon() {
      const expiry = expiresAt();
      return expiry === null || expiry - OGO_TOKEN_REFRESH_MARGIN_MS <= Date.now();
    },
    refresh,
    schedule,
    stop: timer.stop,
  };
}
