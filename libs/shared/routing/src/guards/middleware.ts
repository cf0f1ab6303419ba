import { authentication } from './authentication';
import type { Guard, GuardArgs } from './guard-args';
import { isAuthentication } from './is-authentication';
import { is18 } from './is18';
import { isSuccessIs18 } from './is-success-is18';
import { loadLaterGuards } from './load-later-guards';

type LaterGuards = Awaited<ReturnType<typeof loadLaterGuards>>;

/** A guard of later-guards.ts: its code is fetched with the whole route tree, or by its first run. */
const later =
  (name: keyof LaterGuards): Guard =>
  async (args) =>
    (await loadLaterGuards())[name](args);

/**
 * The guards of spec §2 by the names the spec gives them. Those of the first screens' routes
 * (home, the sign-in flow) are here; the others come with the routes that name them.
 */
export const guards = {
  authentication,
  'is-authentication': isAuthentication,
  is18,
  'is-success-is18': isSuccessIs18,
  'to-ogo-landing': later('toOgoLanding'),
  referrer: later('referrer'),
  /** Not a spec §2 name: the rules page's "only for age-verified customers" (spec §6). */
  'age-verified': later('ageVerified'),
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof guards;

/** Spec §8: a route naming a guard that does not exist fails with this error. */
export const UNKNOWN_ROUTE_MIDDLEWARE = 'Unknown route middleware';

/**
 * A route's `beforeLoad` from guard names, run in order; the first redirect wins, and what the
 * guards return is merged into the route context.
 */
export function middleware(...names: GuardName[]) {
  const chain = names.map((name) => {
    const guard: Guard | undefined = Object.hasOwn(guards, name) ? guards[name] : undefined;
    if (!guard) throw new Error(`${UNKNOWN_ROUTE_MIDDLEWARE}: ${String(name)}`);
    return guard;
  });
  return async (args: GuardArgs): Promise<object> => {
    let added = {};
    for (const guard of chain) {
      const result = await guard(args);
      if (result) added = { ...added, ...result };
    }
    return added;
  };
}
