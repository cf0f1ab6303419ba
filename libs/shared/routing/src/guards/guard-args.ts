import type { QueryClient } from '@tanstack/react-query';
import type { BrandConfig } from '@cx/brand-contract';
import type { Session } from '@cx/shared-session';

/**
 * The part of TanStack Router's `beforeLoad` argument a guard reads. Narrow on purpose: a guard is
 * a plain function of (session, brand, location), so its unit test passes plain objects.
 */
export interface GuardArgs {
  context: {
    session: Pick<Session, 'isSignedIn' | 'ageQueryOptions'>;
    queryClient: Pick<QueryClient, 'ensureQueryData' | 'fetchQuery'>;
    brand: Pick<BrandConfig, 'id' | 'sister'>;
  };
  location: { pathname: string; href: string; search: object };
}

/** A guard throws a redirect, or returns nothing or additions to the route context. */
export type Guard = (args: GuardArgs) => void | object | Promise<void | object>;
