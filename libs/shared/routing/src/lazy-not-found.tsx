import { lazy, Suspense } from 'react';

/** The 404 screen's code (not-found-screen.tsx): fetched when a 404 is shown, not with every first screen. */
export const loadNotFoundScreen = () => import('./not-found-screen').then((module) => module.NotFoundScreen);

const NotFound = lazy(() => loadNotFoundScreen().then((NotFoundScreen) => ({ default: NotFoundScreen })));

/**
 * The 404 screen where the router shows one by itself (a loader's notFound()), its code fetched
 * then. The 404 route's own screen is bound like any other (the app's screen map), so the router
 * loads it before the page renders.
 */
export function LazyNotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}
