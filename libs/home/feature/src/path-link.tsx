import type { AnchorHTMLAttributes } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A link to an in-app path by its plain string: home links to screens other issues build, which a
 * typed router link cannot name before their routes exist (an unknown path shows the 404 page).
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
