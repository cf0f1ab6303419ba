// Partner certificates: categories, partners and the purchase on /certificates, the
// customer's certificates on /certificates/my-list (ogo-footer layout, spec §2). Data-access code
// is imported lazily in the loaders, so it joins the screens' chunk; loaders start the queries and
// the screens own loading (skeletons) and errors (Ukrainian messages with a retry).
import { createRoute } from '@tanstack/react-router';
import { accountLayout, ogoFooterLayout } from '../layouts';
import { brandRoute } from '../guards/brand-route';
import { oneOf } from './validation-fields';
import { searchSchema } from './validation';
import { lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

/** The category tabs of /certificates (spec §3 ids; there is no 3). */
const CATEGORY_IDS = [1, 2, 4, 5, 6, 7] as const;

export type CertificateCategoryId = (typeof CATEGORY_IDS)[number];

const certificatesSearch = searchSchema({
  category: oneOf(CATEGORY_IDS),
});

/**
 * Categories, partners by category and the purchase (PIN flow) in one screen. Its loader depends
 * on the category, which screenRoute does not offer, so it is written out.
 */
export const certificatesRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Сертифікати партнерів' },
  path: '/certificates',
  validateSearch: certificatesSearch,
  beforeLoad: brandRoute('/certificates', 'authentication'),
  loaderDeps: ({ search }) => ({ category: search.category ?? CATEGORY_IDS[0] }),
  loader: lazyLoader('certificates.certificatesList'),
});

/** The customer's certificates with their codes. */
export const certificatesMyListRoute = screenRoute(ogoFooterLayout, '/certificates/my-list', 'Мої сертифікати', {
  loader: lazyLoader('certificates.certificatesMyList'),
});

export const certificatesAccountRoutes = [certificatesRoute] as const;
export const certificatesOgoFooterRoutes = [certificatesMyListRoute] as const;
