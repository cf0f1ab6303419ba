import { useEffect, useState, type MouseEvent } from 'react';
import { ArrowLeftIcon, IconButton } from '@cx/shared-ui';
import { useMatches, useRouter } from '@tanstack/react-router';
import { backTargetFor, useLinkClick } from '@cx/shared-routing';
import { messages } from '../messages';

/** The screen's route pattern (e.g. `/news/$newsId`), which the back-arrow table is keyed by. */
function useLeafPath(): string {
  return useMatches({ select: (matches) => matches[matches.length - 1]?.fullPath ?? '/' });
}

/** What the screen's referrer guard put in its context (the cart's `referrer`), if anything. */
function useLeafReferrer(): unknown {
  return useMatches({
    select: (matches) => (matches[matches.length - 1]?.context as { referrer?: unknown } | undefined)?.referrer,
  });
}

/** The in-app page the customer came from (last route change), for the back link's href. */
function usePreviousHref(): string {
  const router = useRouter();
  const [previous, setPrevious] = useState(() => (router.history.canGoBack() ? null : '/'));
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.pathChanged && event.fromLocation) setPrevious(event.fromLocation.href);
      }),
    [router],
  );
  return previous ?? '/';
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The header's back arrow as spec §2 places it: a fixed screen, history, or none at all. Always a
 * link (one kind of control wherever it appears): to the fixed screen, or to the previous page,
 * where a click goes back in history as the browser's own back button would.
 */
export function BackControl() {
  const router = useRouter();
  const linkClick = useLinkClick();
  const target = backTargetFor(useLeafPath(), useLeafReferrer());
  const previous = usePreviousHref();

  if (target.kind === 'none') return null;
  if (target.kind === 'to') {
    return (
      <IconButton href={target.to} label={messages.back} icon={<ArrowLeftIcon />} onClick={linkClick(target.to)} />
    );
  }
  if (target.kind === 'href') {
    // The page that opened this one (the referrer guard checked it is in-app).
    return (
      <IconButton
        href={target.href}
        label={messages.back}
        icon={<ArrowLeftIcon />}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          void router.navigate({ href: target.href });
        }}
      />
    );
  }
  return (
    <IconButton
      href={previous}
      label={messages.back}
      icon={<ArrowLeftIcon />}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        // Opened straight on this screen (a shared link, a push notice): back leads home.
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ href: '/' });
      }}
    />
  );
}
