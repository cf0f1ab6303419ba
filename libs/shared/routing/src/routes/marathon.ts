// The marathon quiz. As in content.ts, loaders start the query and let the screen
// show its skeleton; the data-access code comes with the screen's chunk.
import { accountLayout, accountOffFooterLayout } from '../layouts';
import { lazyLoader } from './lazy-loaders';
import { screenRoute } from './screen-route';

const loader = lazyLoader('marathon.marathonQuiz');

export const marathonRoute = screenRoute(accountLayout, '/marathon', 'Марафон знань', { loader });

/** The questions fill the screen: no bottom navigation while answering. */
export const marathonQuizRoute = screenRoute(accountOffFooterLayout, '/marathon/quiz', 'Марафон знань: питання', {
  loader,
});

export const marathonAccountRoutes = [marathonRoute] as const;
export const marathonAccountOffFooterRoutes = [marathonQuizRoute] as const;
