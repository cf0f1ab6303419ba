import { createRoute } from '@tanstack/react-router';
import { accountLayout } from '../layouts';
import { brandRoute, prefetch } from './content';

/** Home (spec §2 `/`): account layout, signed-in customers only, no back arrow. */
export const indexRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/',
  beforeLoad: brandRoute('/', 'authentication'),
  loader: async ({ context }) => {
    const { balanceQueryOptions } = await import('@cx/bonuses-data-access');
    prefetch(context.queryClient, (client) =>
      client.ensureQueryData(balanceQueryOptions(context.api, context.brand.productKey)),
    );
  },
});

export const homeRoutes = [indexRoute] as const;
