import { StrictMode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
import type { AppRouter } from '@cx/shared-routing';

interface AppRootProps {
  brand: BrandConfig;
  queryClient: QueryClient;
  router: AppRouter;
}

export function AppRoot({ brand, queryClient, router }: AppRootProps) {
  return (
    <StrictMode>
      <BrandProvider brand={brand}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </BrandProvider>
    </StrictMode>
  );
}
