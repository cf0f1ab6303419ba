import type { AppRouter } from './create-app-router';

type Routes = AppRouter['routesByPath'];

/** Every path of the route tree, as `Link`'s `to` spells it (`/shop/$list/$id` included). */
type RoutePath = keyof Routes & string;

/**
 * An in-app address with nothing to fill in: a path of the route tree without params. Link data
 * (menus, shortcuts, tiles) is typed with it, so a link to a route that does not exist does not
 * compile.
 */
export type AppPath = Exclude<RoutePath, `${string}$${string}`>;

type ParamPath = Exclude<RoutePath, AppPath>;

/** A query string's values (the route's validateSearch keeps what fits and drops the rest). */
type Search = Record<string, string | number | undefined>;

/**
 * Where an in-app link goes: a path without params, or one with its params (as its route parses
 * them: ids are numbers); either may carry a search.
 */
export type AppLinkTarget =
  | { to: AppPath; params?: never; search?: Search }
  | { [P in ParamPath]: { to: P; params: Routes[P]['types']['allParams']; search?: Search } }[ParamPath];

/** The address of a target, as the route's own parsers would write it (ids as digits). */
export function hrefOf(target: AppLinkTarget): string {
  const params: Record<string, unknown> = target.params ?? {};
  const path = target.to.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const entries = Object.entries(target.search ?? {}).filter(([, value]) => value !== undefined);
  const query = new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
  return query ? `${path}?${query}` : path;
}
