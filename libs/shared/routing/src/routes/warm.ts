import type { RouterContext } from '../router-context';

/** What every loader receives from the router. */
export type LoaderArgs = { context: RouterContext };

/**
 * Runs a query for the screen without making the route wait for it or fail with it: the screen
 * shows its skeleton at once, and a failed call ends in the screen's own message with a retry.
 */
export function warm(run: () => Promise<unknown>): void {
  run().catch(() => undefined);
}
