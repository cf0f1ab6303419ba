// The floor of the first-screen JavaScript budget (tools/scripts/budgets.mjs): the smallest app
// built on what the brand apps start with — React 19 and TanStack Router, a root route and one
// lazily loaded route, rendered on the client — so the brands' figures can be read against it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';

const rootRoute = createRootRoute({ component: Outlet });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/' }).lazy(() =>
  import('./home').then((module) => module.Route),
);

const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]) });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const element = document.getElementById('root');
if (!element) throw new Error('floor: no #root element');
createRoot(element).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
