import type { QueryClient } from '@tanstack/react-query';
import type { StorageLike } from '@cx/shared-util-storage';
import { sessionKeys } from './age-state';
import { ageStatusOf } from './age-verified';
import type { CookieDocument } from './cookies';
import { customerIdsFrom, saveCustomerIds } from './customer-ids-save';
import { restoreKeptWork } from './kept-work';
import { createLogout, type LogoutState } from './logout';
import { createOgoToken } from './ogo-token';
import { startSessionWatch } from './session-start';
import type { SessionOptions, SignedInSession } from './session-types';
import { createTokenChecks } from './token-checks';
import { saveToken } from './token-save';
import type { TokenStore } from './token-store';

export interface SessionEngineDeps extends Pick<SessionOptions, 'calls' | 'brand' | 'onLoggedOut'> {
  queryClient: QueryClient;
  storage: StorageLike;
  doc: NonNullable<SessionOptions['document']> & CookieDocument;
  tokens: TokenStore;
  state: LogoutState;
  /** Tells the session's subscribers (sign-in, logout). */
  notify: () => void;
  /** Tells the jotai stores to start over. */
  resetState: () => void;
}

/**
 * What only a signed-in customer's session runs: the token checks, o'go's token refresh, logout
 * and the kept work of a forced one. A lazy chunk of its own (session.ts loads it when a token is
 * stored at start, at sign-in, or at the first call that needs it), so a visitor's first screen
 * comes without its code.
 */
export function createSessionEngine(deps: SessionEngineDeps) {
  const { calls, brand, storage, doc, tokens, state, queryClient } = deps;
  const checks = createTokenChecks({ tokens, storage, calls, forceLogout: () => logout({ reason: 'forced' }) });
  const ogo = createOgoToken({ enabled: brand.features.ogoAuthApiToken, tokens, storage, calls });
  const logout = createLogout({
    storage,
    doc,
    brand,
    calls,
    queryClient,
    onLoggedOut: deps.onLoggedOut,
    state,
    stopTimers: () => {
      checks.stop();
      ogo.stop();
    },
    resetState: deps.resetState,
    notify: deps.notify,
  });
  return {
    logout,
    checkToken: checks.check,
    refreshOgoToken: ogo.refresh,
    /** Keeps a sign-in: the token, the customer's ids and kept work, the age, checks and o'go's token. */
    signedIn({ token, expiresAt, customer }: SignedInSession): void {
      saveToken(storage, doc, brand.productKey, { token, expiresAt });
      const ids = customerIdsFrom(customer, brand.productKey);
      saveCustomerIds(storage, ids);
      // Atoms read storage when first used in a store: a fresh store picks the kept work up.
      if (restoreKeptWork(storage, ids.shopifyId)) deps.resetState();
      // The sign-in itself proved the token; the first check is due in 20 minutes.
      checks.markChecked();
      // The sign-in's customer carries the server's reading of the age: no get-user needed for the gate.
      if (customer.age_verified !== undefined) queryClient.setQueryData(sessionKeys.age(ids.shopifyId), ageStatusOf(customer));
      checks.schedule();
      void ogo.refresh();
    },
    /** The checks while the app is open (session-start.ts); returns stop. */
    watch: () => startSessionWatch({ doc, tokens, checks, ogo }),
  };
}
