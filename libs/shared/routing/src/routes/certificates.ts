// Partner certificates: categories, partners and the purchase on /certificates, the
// customer's certificates on /certificates/my-list (ogo-footer layout, spec §2). Data-access code
// is imported lazily in the loaders, so it joins the screens' chunk; loaders start the queries and
// the screens own loading (skeletons) and errors (Ukrainian messages with a retry).
import { createRoute } from '@tanstack/react-router';
import { accountLayout, ogoFooterLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { RouterContext } from '../router-context';
import { loadLoaders } from './lazy-loaders';

type LoaderArgs = { context: RouterContext };

/** Runs a query for the screen without making the route wait for it or fail with it. */

/** The category tab open on /certificates (spec §3 ids; no 3). */
export interface CertificatesSearch {
  category?: 1 | 2 | 4 | 5 | 6 | 7;
}

const CATEGORY_IDS = [1, 2, 4, 5, 6, 7] as const;

export function validateCertificatesSearch(search: Record<string, unknown>): CertificatesSearch {
  const category = Number(search['category']);
  return (CATEGORY_IDS as readonly number[]).includes(category)
    ? { category: category as CertificatesSearch['category'] }
    : {};
}

/** Categories, partners by category and the purchase (PIN flow) in one screen. */
export const certificatesRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Сертифікати партнерів' },
  path: '/certificates',
  validateSearch: validateCertificatesSearch,
  beforeLoad: middleware('authentication'),
  loaderDeps: ({ search }) => ({ category: search.category ?? CATEGORY_IDS[0] }),
  loader: (args) => loadLoaders().then((m) => m.certificatesList(args)),
});

/** The customer's certificates with their codes. */
export const certificatesMyListRoute = createRoute({
  getParentRoute: () => ogoFooterLayout,
  staticData: { title: 'Мої сертифікати' },
  path: '/certificates/my-list',
  beforeLoad: middleware('authentication'),
  loader: (args: LoaderArgs) => loadLoaders().then((m) => m.certificatesMyList(args)),
});

export const certificatesAccountRoutes = [certificatesRoute] as const;
export const certificatesOgoFooterRoutes = [certificatesMyListRoute] as const;
