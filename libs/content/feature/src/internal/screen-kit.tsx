import { useEffect, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { rootRouteId, useRouteContext, useRouter } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { describeLoadError } from '@cx/content-data-access';
import { LoadBoundary } from '@cx/content-ui';

/** The api client and the brand's product key, as every content query needs them. */
export function useContentContext() {
  const api = useRouteContext({ from: rootRouteId, select: (context) => context.api });
  const brand = useBrand();
  return { api, brand, product: brand.productKey };
}

/** Links inside CMS HTML to the app's own paths navigate without a reload. */
export function useInternalLink(): (path: string) => void {
  const router = useRouter();
  return (path) => void router.navigate({ href: path });
}

export function useDocumentTitle(title: string | undefined) {
  const { displayName } = useBrand();
  useEffect(() => {
    document.title = title ? `${title} — ${displayName}` : displayName;
  }, [title, displayName]);
}

/** A screen's data area: skeleton while loading, Ukrainian error with retry when it fails. */
export function ScreenBoundary({
  children,
  fallback,
  errorTitle,
  headingLevel = 2,
}: {
  children: ReactNode;
  fallback: ReactNode;
  errorTitle?: string;
  headingLevel?: 1 | 2;
}) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <LoadBoundary
      fallback={fallback}
      classify={(error) => describeLoadError(error)}
      onReset={reset}
      errorTitle={errorTitle}
      headingLevel={headingLevel}
    >
      {children}
    </LoadBoundary>
  );
}

/**
 * A link to an in-app path that another issue's route serves (typed links cannot name a route
 * before it exists; an unknown path shows the 404 screen).
 */
export function PathLink({ to, onClick, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href: to });
      }}
    />
  );
}
