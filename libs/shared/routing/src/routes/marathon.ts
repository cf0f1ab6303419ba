// The marathon quiz (issue 10). As in content.ts, loaders start the query and let the screen
// show its skeleton; the data-access code comes with the screen's chunk.
import { createRoute } from '@tanstack/react-router';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import type { RouterContext } from '../router-context';
import { brandRoute, prefetch } from './content';

async function loadQuiz({ context }: { context: RouterContext }) {
  const { marathonQuizQueryOptions } = await import('@cx/marathon-data-access');
  prefetch(context.queryClient, (client) =>
    client.ensureQueryData(marathonQuizQueryOptions(context.api, context.brand.productKey)),
  );
}

export const marathonRoute = createRoute({
  getParentRoute: () => accountLayout,
  path: '/marathon',
  beforeLoad: brandRoute('/marathon', 'authentication'),
  loader: loadQuiz,
});

/** The questions fill the screen: no bottom navigation while answering. */
export const marathonQuizRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  path: '/marathon/quiz',
  beforeLoad: brandRoute('/marathon/quiz', 'authentication'),
  loader: loadQuiz,
});

export const marathonAccountRoutes = [marathonRoute] as const;
export const marathonAccountOffFooterRoutes = [marathonQuizRoute] as const;
