import { useEffect } from 'react';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';

/** The api client, session and query client of the router context, and the brand. */
export function useAppContext() {
  const api = useRouteContext({ from: rootRouteId, select: (context) => context.api });
  const session = useRouteContext({ from: rootRouteId, select: (context) => context.session });
  const brand = useBrand();
  return { api, session, brand, product: brand.productKey };
}

export function useDocumentTitle(title: string) {
  const { displayName } = useBrand();
  useEffect(() => {
    document.title = `${title} — ${displayName}`;
  }, [title, displayName]);
}
