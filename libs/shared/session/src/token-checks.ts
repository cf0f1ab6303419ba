import { STORAGE_KEYS, readItem, readNumber, writeItem, type StorageLike } from '@cx/shared-util-storage';
import type { SessionCalls, TokenCheckResult } from './session-types';
import { createTimer } from './timers';
import type { TokenStore } from './token-store';

/** Spec §9: the token is checked every 1200 s, and on return to the app after that long. */
export const TOKEN_CHECK_INTERVAL_MS = 1_200_000;

export interface TokenChecks {
  /** Asks the server now (concurrent calls share one check); an invalid token logs out. */
  check(): Promise<TokenCheckResult>;
  /** Checks when the last check is 20 minutes old (or unknown); plans the next one otherwise. */
  checkIfDue(): Promise<void>;
  /** Plans the next check 20 minutes after the last one. */
  schedule(): void;
  /** A sign-in proved the token: the next check is due in 20 minutes. */
  markChecked(): void;
  stop(): void;
}

export interface TokenCheckDeps {
  tokens: TokenStore;
  storage: StorageLike;
  calls: Pick<SessionCalls, 'checkToken'>;
  /** The session's forced logout (shared with every other caller). */
  forceLogout: () => Promise<void>;
}

export function createTokenChecks({ tokens, storage, calls, forceLogout }: TokenCheckDeps): TokenChecks {
  const timer = createTimer();
  let pending: Promise<TokenCheckResult> | null = null;
  const checkedAt = () => readNumber(storage, STORAGE_KEYS.tokenCheckedAt);
  const markChecked = () => writeItem(storage, STORAGE_KEYS.tokenCheckedAt, String(Date.now()));

  const schedule = () => {
    if (!tokens.isLive()) return timer.stop();
    timer.plan(() => void checkIfDue(), (checkedAt() ?? 0) + TOKEN_CHECK_INTERVAL_MS - Date.now());
  };

  async function checkIfDue(): Promise<void> {
    if (!tokens.isLive()) {
      // The cookie ran out at the server's expiry (or was removed): whatever is left goes too.
      if (readItem(storage, STORAGE_KEYS.token)) await forceLogout();
      return;
    }
    const last = checkedAt();
    if (last === null || Date.now() - last >= TOKEN_CHECK_INTERVAL_MS) await check();
    else schedule();
  }

  async function ask(): Promise<TokenCheckResult> {
    const token = tokens.read();
    if (!token) return 'invalid';
    let result: TokenCheckResult;
    try {
      result = await calls.checkToken();
    } catch {
      result = 'unknown';
    }
    const current = tokens.read();
    // Logged out meanwhile (a 401 elsewhere): nothing more to do.
    if (current === null) return result;
    // A sign-in in between (another tab) made this answer about an old token.
    if (current !== token) return 'unknown';
    if (result === 'valid') {
      markChecked();
      schedule();
    } else if (result === 'invalid') {
      await forceLogout();
    } else {
      // A network failure never logs out; the next return to the app or tick asks again.
      timer.plan(() => void checkIfDue(), TOKEN_CHECK_INTERVAL_MS);
    }
    return result;
  }

  function check(): Promise<TokenCheckResult> {
    pending ??= ask().finally(() => {
      pending = null;
    });
    return pending;
  }

  return { check, checkIfDue, schedule, markChecked, stop: timer.stop };
}
