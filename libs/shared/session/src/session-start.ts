import type { OgoToken } from './ogo-token';
import type { SessionOptions } from './session-types';
import type { TokenChecks } from './token-checks';
import type { TokenStore } from './token-store';

export interface SessionWatchDeps {
  doc: NonNullable<SessionOptions['document']>;
  tokens: TokenStore;
  checks: TokenChecks;
  ogo: OgoToken;
}

/**
 * Starts what runs while a signed-in app is open: the token checks (now when due, and on return
 * to the app) and o'go's token refresh. (Other tabs' sign-ins and logouts are followed by the
 * session itself, cross-tab.ts, for visitors too.) Returns stop.
 */
export function startSessionWatch(deps: SessionWatchDeps): () => void {
  const { doc, checks, ogo, tokens } = deps;
  const onVisibility = () => {
    if (doc.visibilityState !== 'visible') return;
    void checks.checkIfDue();
    if (ogo.enabled && ogo.dueSoon()) void ogo.refresh();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  void checks.checkIfDue();
  if (tokens.isLive() && ogo.enabled) {
    if (ogo.dueSoon()) void ogo.refresh();
    else ogo.schedule();
  }
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    checks.stop();
    ogo.stop();
  };
}
