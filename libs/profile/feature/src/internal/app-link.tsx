import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

type Router = ReturnType<typeof useRouter> | undefined;

function follow(router: Router, to: string, event: MouseEvent<HTMLAnchorElement>) {
  if (!router || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void router.navigate({ href: to });
}

/**
 * A link to an in-app path: through the router inside the app (no reload), a plain link in a
 * story where there is no router.
 */
export function AppLink({ to, onClick, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  const router = useRouter({ warn: false }) as Router;
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        follow(router, to, event);
      }}
    />
  );
}

/** onClick for a shared-ui Button rendered as a link: navigate in the app instead of reloading. */
export function useLinkClick(): (to: string) => (event: MouseEvent<HTMLAnchorElement>) => void {
  const router = useRouter({ warn: false }) as Router;
  return (to) => (event) => follow(router, to, event);
}
