import { useRouteContext } from '@tanstack/react-router';
import type { RouterContext } from '@cx/shared-routing';

/** The api client, session and query client from the router context. */
export function useCheckoutContext(): Pick<RouterContext, 'api' | 'session' | 'queryClient'> {
  return useRouteContext({ from: '__root__' }) as RouterContext;
}
