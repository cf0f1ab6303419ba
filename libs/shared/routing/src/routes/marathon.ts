// The marathon quiz. As in content.ts, loaders start the query and let the screen
// show its skeleton; the data-access code comes with the screen's chunk.
import { createRoute } from '@tanstack/react-router';
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { brandRoute } from '../guards/brand-route';
import type { LoaderArgs } from './warm';
import { loadLoaders } from './lazy-loaders';

const loadQuiz = (args: LoaderArgs) => loadLoaders().then((m) => m.marathon.marathonQuiz(args));

export const marathonRoute = createRoute({
  getParentRoute: () => accountLayout,
  staticData: { title: 'Марафон знань' },
  path: '/marathon',
  beforeLoad: brandRoute('/marathon', 'authentication'),
  loader: loadQuiz,
});

/** The questions fill the screen: no bottom navigation while answering. */
export const marathonQuizRoute = createRoute({
  getParentRoute: () => accountOffFooterLayout,
  staticData: { title: 'Марафон знань: питання' },
  path: '/marathon/quiz',
  beforeLoad: brandRoute('/marathon/quiz', 'authentication'),
  loader: loadQuiz,
});

export const marathonAccountRoutes = [marathonRoute] as const;
export const marathonAccountOffFooterRoutes = [marathonQuizRoute] as const;
