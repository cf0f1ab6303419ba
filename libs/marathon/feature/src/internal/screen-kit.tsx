import { useEffect, type ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { rootRouteId, useRouteContext } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { describeLoadError } from '@cx/content-data-access';
import { LoadBoundary } from '@cx/content-ui';

export function useMarathonContext() {
  const api = useRouteContext({ from: rootRouteId, select: (context) => context.api });
  const brand = useBrand();
  return { api, brand, product: brand.productKey };
}

export function useDocumentTitle(title: string) {
  const { displayName } = useBrand();
  useEffect(() => {
    document.title = `${title} — ${displayName}`;
  }, [title, displayName]);
}

/** Skeleton while loading, Ukrainian error with retry when it fails. */
export function ScreenBoundary({ children, fallback, errorTitle }: { children: ReactNode; fallback: ReactNode; errorTitle: string }) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <LoadBoundary fallback={fallback} classify={(error) => describeLoadError(error)} onReset={reset} errorTitle={errorTitle}>
      {children}
    </LoadBoundary>
  );
}
