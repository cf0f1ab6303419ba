import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

export interface PathLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path. It need not be a route yet: an unknown path shows the 404 screen. */
  to: string;
}

/** Whether a click should be left to the browser (new tab, download, …). */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link to an in-app path by its plain string. The shell links to screens other issues build
 * (news, faq, profile…), which typed router links cannot name before those routes exist.
 */
export function PathLink({ to, onClick, ...rest }: PathLinkProps) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event)) return;
        event.preventDefault();
        void router.navigate({ href: to });
      }}
    />
  );
}
