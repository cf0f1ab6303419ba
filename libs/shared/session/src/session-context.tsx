import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { LogoutOptions, Session } from './session-types';

const SessionContext = createContext<Session | null>(null);

/** Gives screens the session; <SessionStores> (session-stores.tsx) adds its jotai store. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}

/**
 * The side menu's "Вийти": clears cookies, storage (but the app version), atoms and the query
 * cache, revokes the token and lands on /auth. Safe to call twice; the second call joins the first.
 */
export function useLogout(): (options?: LogoutOptions) => Promise<void> {
  const session = useSession();
  return useCallback((options?: LogoutOptions) => session.logout(options), [session]);
}
