import { lazy } from 'react';

/*
 * The prompts appear long after first paint, if at all: each is a chunk of its own, fetched the
 * moment it has something to say (render inside <Suspense>).
 */
export const LazyUpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);
export const LazyInstallPrompt = lazy(() =>
  import('./install-prompt').then((module) => ({ default: module.InstallPrompt })),
);
