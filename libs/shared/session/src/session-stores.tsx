import { useSyncExternalStore, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai/react';
import { createStoreRegistry, type StoreRegistry } from './jotai-stores';
import type { Session } from './session-types';
import { useSession } from './session-context';

const registries = new WeakMap<Pick<Session, 'onStateReset'>, StoreRegistry>();

/**
 * The session's jotai stores, made when first asked for (jotai is not part of the sign-in
 * screen's code): every atom starts over when the session resets its client state (logout, a
 * sign-in that gives kept work back). Before that, nothing holds an atom, so nothing is lost.
 */
export function sessionStores(session: Pick<Session, 'onStateReset'>): StoreRegistry {
  const known = registries.get(session);
  if (known) return known;
  const registry = createStoreRegistry();
  session.onStateReset(() => registry.resetAll());
  registries.set(session, registry);
  return registry;
}

/**
 * Renders its children in the session's jotai store, swapped for a fresh one on every reset.
 * mountApp renders every screen outside the sign-in flow in it; stories and tests of a screen
 * that uses atoms give it a store of their own.
 */
export function SessionStores({ children }: { children: ReactNode }) {
  const stores = sessionStores(useSession());
  const current = () => stores.current;
  // The same store when the build prerenders a screen (a server render needs the third snapshot).
  const store = useSyncExternalStore(stores.subscribe, current, current);
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}
