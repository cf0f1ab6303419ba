// Partner certificates (issue 9): categories, partners and the purchase on /certificates, the
// customer's certificates on /certificates/my-list (ogo-footer layout, spec §2). Data-access code
// is imported lazily in the loaders, so it joins the screens' chunk; loaders start the queries and
// the screens own loading (skeletons) and errors (Ukrainian messages with a retry).
import { createRoute } from '@tanstack/react-router';
import { accountLayout, ogoFooterLayout } from '../layouts';
import { middleware } from '../guards/middleware';
import type { RouterContext } from '../router-context';

type LoaderArgs = { context: RouterContext };

/** Runs a query for the screen without making the route wait for it or fail with it. */
function warm(run: () => Promise<unknown>): void {
  run().catch(() => undefined);
}

const certificates = () => import('@cx/certificates-data-access');

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
  path: '/certificates',
  validateSearch: validateCertificatesSearch,
  beforeLoad: middleware('authentication'),
  loaderDeps: ({ search }) => ({ category: search.category ?? CATEGORY_IDS[0] }),
  loader: async ({ context, deps }) => {
    const data = await certificates();
    const cert = { api: context.api };
    const { queryClient } = context;
    warm(() => queryClient.ensureQueryData(data.certSessionQueryOptions(cert)));
    warm(() => queryClient.ensureQueryData(data.certCategoriesQueryOptions(cert)));
    warm(() => queryClient.ensureQueryData(data.certPartnersQueryOptions(cert, deps.category)));
    warm(() => queryClient.ensureQueryData(data.certMessageQueryOptions(cert)));
  },
});

/** The customer's certificates with their codes. */
export const certificatesMyListRoute = createRoute({
  getParentRoute: () => ogoFooterLayout,
  path: '/certificates/my-list',
  beforeLoad: middleware('authentication'),
  loader: async ({ context }: LoaderArgs) => {
    const { certListQueryOptions } = await certificates();
    warm(() => context.queryClient.ensureQueryData(certListQueryOptions({ api: context.api })));
  },
});

export const certificatesAccountRoutes = [certificatesRoute] as const;
export const certificatesOgoFooterRoutes = [certificatesMyListRoute] as const;
