import { Suspense } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { getInstallPrompt, useInstallPromptState } from '@cx/shared-pwa';
import { LazyInstallPrompt } from '../prompts/lazy-prompts';

/**
 * The install offer of spec §1 on the home screen, in the page flow under the content: shown once
 * per app start, hidden for good once dismissed, gone once installed. Its UI is a chunk of its
 * own, fetched only when there is an offer to make.
 */
export function InstallSlot() {
  const prompt = getInstallPrompt();
  const { offer } = useInstallPromptState(prompt);
  const brand = useBrand();
  const place = useLocation({
    select: (location) => location.state.__TSR_key ?? location.state.key ?? location.href,
  });
  if (!offer || !prompt.shouldShow(place)) return null;
  return (
    <Suspense fallback={null}>
      <LazyInstallPrompt
        offer={offer}
        brandName={brand.displayName}
        onInstall={() => void prompt.install()}
        onDismiss={prompt.dismiss}
      />
    </Suspense>
  );
}
