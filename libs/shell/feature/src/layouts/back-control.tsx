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

/** The header's back arrow as spec §2 places it: a fixed screen, history, or none at all. */
export function BackControl() {
  const router = useRouter();
  const linkClick = useLinkClick();
  const target = backTargetFor(useLeafPath(), useLeafReferrer());

  if (target.kind === 'none') return null;
  if (target.kind === 'to') {
    return (
      <IconButton href={target.to} label={messages.back} icon={<ArrowLeftIcon />} onClick={linkClick(target.to)} />
    );
  }
  return (
    <IconButton
      label={messages.back}
      icon={<ArrowLeftIcon />}
      onClick={() => {
        // Opened straight on this screen (a shared link, a push notice): back leads home.
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ href: '/' });
      }}
    />
  );
}
