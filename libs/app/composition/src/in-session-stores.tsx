import type { ComponentType } from 'react';
import { SessionStores } from '@cx/shared-session';

/**
 * The screen, rendered in the session's jotai store (cart, drafts, flags). Part of the screen
 * map's chunk, so jotai's code comes with the first screen that may hold an atom and not with the
 * sign-in flow, which holds none.
 */
export function inSessionStores(Screen: ComponentType): ComponentType {
  function ScreenInSessionStores() {
    return (
      <SessionStores>
        <Screen />
      </SessionStores>
    );
  }
  ScreenInSessionStores.displayName = `InSessionStores(${Screen.displayName ?? Screen.name})`;
  return ScreenInSessionStores;
}
