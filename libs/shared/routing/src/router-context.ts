import type { QueryClient } from '@tanstack/react-query';
import type { BrandConfig } from '@cx/brand-contract';
import type { ApiClient, Session } from '@cx/shared-session';

/** What every loader, guard and screen can reach through the router (ARCHITECTURE §4). */
export interface RouterContext {
  queryClient: QueryClient;
  brand: BrandConfig;
  /** The typed backend client (bearer and API key added per call). */
  api: ApiClient;
  /** Who is signed in; guards read it, the auth screens start it, the menu ends it. */
  session: Session;
}
