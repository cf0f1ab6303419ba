import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { rootRouteId, useRouteContext, useRouter } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { describeLoadError } from '@cx/shared-session';
import { LoadBoundary, Page } from '@cx/shared-ui';
import { documentTitle } from './a11y/route-title';
import { hrefOf, type AppLinkTarget, type AppPath } from './app-path';

/**
 * What every screen needs from the app, in one place: the router context's api client, session
 * and query client, the brand and its product key (the `product` of most calls).
 */
export function useAppContext() {
  const api = useRouteContext({ from: rootRouteId, select: (context) => context.api });
  const session = useRouteContext({ from: rootRouteId, select: (context) => context.session });
  const queryClient = useRouteContext({ from: rootRouteId, select: (context) => context.queryClient });
  const brand = useBrand();
  return { api, session, queryClient, brand, product: brand.productKey };
}

/** Sets the tab and task-switcher title: "<screen> — <brand>" (the brand alone until known). */
export function useDocumentTitle(title: string | undefined) {
  const { displayName } = useBrand();
  useEffect(() => {
    document.title = documentTitle(title, displayName);
  }, [title, displayName]);
}

/**
 * A screen's data area: skeleton while loading, Ukrainian error with a retry when it fails (or the
 * screen's own view of it, `renderError`). What it catches is shown, not logged (the app's root).
 */
export function ScreenBoundary({
  children,
  fallback,
  errorTitle,
  headingLevel = 2,
  renderError,
}: {
  children: ReactNode;
  fallback: ReactNode;
  errorTitle?: string;
  headingLevel?: 1 | 2;
  /** The failure's own view, given what was thrown and a retry (LoadBoundary's renderError). */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
}) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <LoadBoundary
      fallback={fallback}
      classify={(error) => describeLoadError(error)}
      onReset={reset}
      errorTitle={errorTitle}
      headingLevel={headingLevel}
      renderError={renderError}
    >
      {children}
    </LoadBoundary>
  );
}

/**
 * A titled screen whose data waits in a ScreenBoundary: the page and document title, the
 * skeleton (`fallback`) while `content` loads, the error with its title when it fails, then
 * `children`, what the page shows whatever the data does (the links on).
 */
export function BoundaryScreen({
  title,
  fallback,
  errorTitle,
  content,
  children,
}: {
  title: string;
  fallback: ReactNode;
  errorTitle: string;
  content: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Page as="main" title={title}>
      <ScreenBoundary fallback={fallback} errorTitle={errorTitle}>
        {content}
      </ScreenBoundary>
      {children}
    </Page>
  );
}

type Router = ReturnType<typeof useRouter> | undefined;

function follow(router: Router, to: string, event: MouseEvent<HTMLAnchorElement>) {
  if (!router || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void router.navigate({ href: to });
}

/**
 * A link to an in-app address, checked against the route tree at compile time (`to`, and the
 * route's `params` and `search` where it has them): through the router inside the app (no
 * reload), a plain link in a story where there is no router.
 */
export function AppLink(props: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & AppLinkTarget) {
  const href = hrefOf(props);
  const { to: _to, params: _params, search: _search, onClick, ...rest } = props;
  const router = useRouter({ warn: false }) as Router;
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        follow(router, href, event);
      }}
    />
  );
}

/** Links inside CMS HTML to the app's own paths navigate without a reload. */
export function useInternalLink(): (path: string) => void {
  const router = useRouter();
  return (path) => void router.navigate({ href: path });
}

/** onClick for a shared-ui Button rendered as a link: navigate in the app instead of reloading. */
export function useLinkClick(): (to: AppPath) => (event: MouseEvent<HTMLAnchorElement>) => void {
  const router = useRouter({ warn: false }) as Router;
  return (to) => (event) => follow(router, to, event);
}
