import type { QueryClient } from '@tanstack/react-query';
import type { BrandConfig } from '@cx/brand-contract';

/** What every loader, guard and screen can reach through the router (ARCHITECTURE §4). */
export interface RouterContext {
  queryClient: QueryClient;
  brand: BrandConfig;
}
