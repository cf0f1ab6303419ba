import type { StorageLike } from '@cx/shared-util-storage';
import { followOtherTabs } from './cross-tab';
import type { LogoutState } from './logout';
import type { OgoToken } from './ogo-token';
import type { Session, SessionOptions } from './session-types';
import type { TokenChecks } from './token-checks';
import type { TokenStore } from './token-store';

export interface SessionWatchDeps {
  doc: NonNullable<SessionOptions['document']>;
  win: SessionOptions['window'];
  tokens: TokenStore;
  storage: StorageLike;
  checks: TokenChecks;
  ogo: OgoToken;
  state: LogoutState;
  logout: Session['logout'];
  notify: () => void;
}

/**
 * Starts what runs while the app is open: the token checks (now when due, and on return to the
 * app), o'go's token refresh, and following other tabs' sign-ins and logouts. Returns stop.
 */
export function startSessionWatch(deps: SessionWatchDeps): () => void {
  const { doc, checks, ogo, tokens } = deps;
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') return;
    void checks.checkIfDue();
    if (ogo.enabled && ogo.dueSoon()) void ogo.refresh();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  const stopFollowing = followOtherTabs(deps.win, {
    tokens,
    storage: deps.storage,
    signedInHere: () => deps.state.signedInHere,
    logOutFromOtherTab: () => void deps.logout({ reason: 'other-tab' }),
    notify: deps.notify,
  });
  void checks.checkIfDue();
  if (tokens.isLive() && ogo.enabled) {
    if (ogo.dueSoon()) void ogo.refresh();
    else ogo.schedule();
  }
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    stopFollowing();
    checks.stop();
    ogo.stop();
  };
}
