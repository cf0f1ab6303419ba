// One way to declare a screen's route: its layout, path and title, the guards of spec §2 it
// runs (signed-in customers only unless told otherwise) and what it validates and loads. Routes
// whose `beforeLoad` does more than run guards (a shop list, a redirect) still call createRoute.
import {
  createRoute,
  type AnyContext,
  type AnyRoute,
  type ResolveFullPath,
  type ResolveId,
  type ResolveParams,
} from '@tanstack/react-router';
import { brandRoute } from '../guards/brand-route';
import type { GuardName } from '../guards/middleware';
import type { LoaderArgs } from './warm';

/** validateSearch of a route (validation.ts's searchSchema, or a function built on it). */
type SearchValidator = (search: Record<string, unknown>) => object;

/** How path params are read from the URL and written back (e.g. an id that is a number). */
interface ParamsCodec<TPath extends string, TParams> {
  parse: (raw: ResolveParams<TPath>) => TParams;
  stringify: (params: TParams) => ResolveParams<TPath>;
}

/** The guards' beforeLoad, as the route's types see it: what it adds to the context is an object. */
type GuardsBeforeLoad = (args: unknown) => Promise<object>;

/** What a screen route may add to its path and title. */
interface ScreenOptions<TPath extends string, TSearchValidator, TParams, TLoaderFn> {
  /** The guards in order; `['authentication']` when absent, `[]` for a public page. */
  guards?: readonly GuardName[];
  validateSearch?: TSearchValidator;
  params?: ParamsCodec<TPath, TParams>;
  loader?: TLoaderFn;
}

/**
 * A route under `parent` at `path` titled `title` (the document title, a11y/route-title.ts; none
 * where the screen's title comes with its data, as a CMS page's does).
 * Every route checks BrandConfig.hiddenRoutes first (brandRoute), as the static server's 404
 * table does (tools/vite/route-status.ts), so any path a brand hides is its 404 page here too.
 *
 * The type arguments given to createRoute are the ones it infers from a definition written out
 * in full, so typed links, `useParams` and `useSearch` see the same route. They are spelled out
 * because TypeScript cannot check TanStack's option constraints against a generic parent; the
 * constraints above check the same at each call instead (the loader takes the router context
 * and the path's params, the search validator reads a record).
 */
export function screenRoute<
  TParent extends AnyRoute,
  const TPath extends string,
  TSearchValidator extends SearchValidator | undefined = undefined,
  TParams = ResolveParams<TPath>,
  TLoaderFn extends ((args: LoaderArgs & { params: TParams }) => unknown) | undefined = undefined,
>(
  parent: TParent,
  path: TPath,
  title: string | undefined,
  { guards = ['authentication'], ...options }: ScreenOptions<TPath, TSearchValidator, TParams, TLoaderFn> = {},
) {
  const beforeLoad = brandRoute(path, ...guards) as GuardsBeforeLoad;
  const definition = { getParentRoute: () => parent, staticData: { title }, path, beforeLoad, ...options };
  return createRoute<
    unknown,
    TParent,
    TPath,
    ResolveFullPath<TParent, TPath>,
    string,
    ResolveId<TParent, string, TPath>,
    TSearchValidator,
    TParams,
    AnyContext,
    GuardsBeforeLoad,
    Record<never, never>,
    TLoaderFn
  >(definition as never);
}
