import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
import type { AppRouter } from '@cx/shared-routing';
import { SessionProvider, type Session } from '@cx/shared-session';
import { ShellRoot } from './shell-root';

interface AppRootProps {
  brand: BrandConfig;
  queryClient: QueryClient;
  router: AppRouter;
  session: Session;
  /** Settles once the first screen is on view (firstScreenShown); the overlays wait for it. */
  firstScreen?: Promise<void>;
}

const now = Promise.resolve();

export function AppRoot({ brand, queryClient, router, session, firstScreen = now }: AppRootProps) {
  return (
    <StrictMode>
      <BrandProvider brand={brand}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider session={session}>
            <RouterProvider router={router} />
            {/* Beside the screens, so it outlives a failed one, yet in the router's context: a
                toast may offer a link (the cart, after adding to it). */}
            <RouterContextProvider router={router}>
              <ShellRoot firstScreen={firstScreen} />
            </RouterContextProvider>
          </SessionProvider>
        </QueryClientProvider>
      </BrandProvider>
    </StrictMode>
  );
}
