import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
import type { AppRouter } from '@cx/shared-routing';
import { SessionProvider, type Session } from '@cx/shared-session';
import { ShellRoot } from './shell-root';

interface AppRootProps {
  brand: BrandConfig;
  queryClient: QueryClient;
  router: AppRouter;
  session: Session;
}

export function AppRoot({ brand, queryClient, router, session }: AppRootProps) {
  return (
    <StrictMode>
      <BrandProvider brand={brand}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider session={session}>
            <RouterProvider router={router} />
            <ShellRoot />
          </SessionProvider>
        </QueryClientProvider>
      </BrandProvider>
    </StrictMode>
  );
}
