import { useEffect } from 'react';

/**
 * installFocusRescue (focus-rescue.ts) for the app's lifetime, mounted once at the root. Focus can
 * only be lost once something had it: the watch and its code start with the page's first focus.
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let live = true;
    let stop = () => undefined as void;
    const start = () => {
      document.removeEventListener('focusin', start, true);
      void import('./focus-rescue')
        .then(({ installFocusRescue }) => {
          if (live) stop = installFocusRescue();
        })
        .catch(() => undefined);
    };
    document.addEventListener('focusin', start, true);
    return () => {
      live = false;
      document.removeEventListener('focusin', start, true);
      stop();
    };
  }, []);
}
