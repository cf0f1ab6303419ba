import { getExternalAllowList, isAllowedExternalUrl, type ExternalAllowList } from './external-navigation';

type NavigationWindow = Pick<Window, 'open'> & { location: Pick<Location, 'assign'> };

export interface NavigateExternalOptions {
  /** Open in a new tab (social pages) instead of leaving the app (payment, sister app). */
  newTab?: boolean;
  allowList?: ExternalAllowList;
  win?: NavigationWindow;
}

/**
 * Leaves the app for `url` when it is allowed, and returns whether it did. A refused address
 * does nothing; the caller decides what to tell the customer.
 */
export function navigateExternal(url: string, options: NavigateExternalOptions = {}): boolean {
  const allowList = options.allowList ?? getExternalAllowList();
  if (!isAllowedExternalUrl(url, allowList)) return false;
  const win = options.win ?? window;
  if (options.newTab) win.open(url, '_blank', 'noopener,noreferrer');
  else win.location.assign(url);
  return true;
}
