import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { rootRouteId, useRouteContext, useRouter } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { describeLoadError } from '@cx/content-data-access';
import { LoadBoundary } from '@cx/content-ui';

/** The api client and the brand's product key, as every XP query needs them. */
export function useXpContext() {
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

/** A screen's data area: skeleton while loading, Ukrainian error with a retry when it fails. */
export function ScreenBoundary({
  children,
  fallback,
  errorTitle,
  headingLevel = 2,
}: {
  children: ReactNode;
  fallback: ReactNode;
  errorTitle: string;
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
 * A link to an in-app path. Inside the app it navigates through the router (no reload); in a
 * story, where there is no router, it is a plain link. Paths of other issues' routes are not
 * typed links, so they go by href.
 */
export function AppLink({ to, onClick, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!router || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href: to });
      }}
    />
  );
}

/** onClick for a shared-ui Button rendered as a link: navigate in the app instead of reloading. */
export function useLinkClick(): (to: string) => (event: MouseEvent<HTMLAnchorElement>) => void {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return (to) => (event) => {
    if (!router || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: to });
  };
}
