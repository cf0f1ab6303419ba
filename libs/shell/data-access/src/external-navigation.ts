/**
 * Spec §8: navigation to an external URL without permission is refused. The app may leave for
 * a short list of origins only — the payment provider, the brand's full site, the sister app and
 * the brand's social pages — and every other address is refused, whoever asks (a feature, a link
 * in CMS content, a redirect target from the server).
 */

export interface AllowListSources {
  /** The sister brand app (the brand switch). */
  sisterOrigin: string;
  /** The brand's full site (Повна версія сайту and its single sign-on link). */
  fullSiteUrls: readonly string[];
  /** The card payment provider's pages (from configuration: the reference backend emulates it). */
  paymentUrls: readonly string[];
  /** The brand's social pages. */
  socialUrls: readonly string[];
}

export type ExternalAllowList = ReadonlySet<string>;

const WEB_PROTOCOLS = new Set(['https:', 'http:']);

function parse(url: unknown, base?: string): URL | null {
  if (typeof url !== 'string' && !(url instanceof URL)) return null;
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** `https://t.me` from `https://t.me/glo_ukraine`; null for anything that is not a web address. */
export function originOf(url: unknown): string | null {
  const parsed = parse(url);
  if (!parsed || !WEB_PROTOCOLS.has(parsed.protocol) || !parsed.hostname) return null;
  return parsed.origin;
}

/** The origins the app may navigate to; an entry that is not a web address adds nothing. */
export function createAllowList(sources: AllowListSources): ExternalAllowList {
  const entries = [
    sources.sisterOrigin,
    ...sources.fullSiteUrls,
    ...sources.paymentUrls,
    ...sources.socialUrls,
  ];
  return new Set(entries.map(originOf).filter((origin): origin is string => origin !== null));
}

/**
 * Whether the app may navigate to `url`: an absolute http(s) address whose origin (scheme, host
 * and port, exactly) is on the list, with no user name or password in it (`https://t.me@evil`
 * names the host `evil`). Never throws, whatever it is given.
 */
export function isAllowedExternalUrl(url: unknown, allowList: ExternalAllowList): boolean {
  const parsed = parse(url);
  if (!parsed || !WEB_PROTOCOLS.has(parsed.protocol) || !parsed.hostname) return false;
  if (parsed.username || parsed.password) return false;
  return allowList.has(parsed.origin);
}

let configured: ExternalAllowList = new Set();

/** Called once by the app at start-up with its brand's allow-list. */
export function configureExternalNavigation(allowList: ExternalAllowList): void {
  configured = allowList;
}

/** The list the app was started with (empty until configured: nothing is allowed). */
export function getExternalAllowList(): ExternalAllowList {
  return configured;
}

/** What the customer reads when a link is refused (the toast of the guard's caller). */
export const LINK_REFUSED = 'Це посилання веде за межі застосунку, тому його не відкрито.';

/**
 * Refuses clicks on links that would leave the app for an origin not on the list (links in CMS
 * content included). Same-origin links, and tel:/mailto: links that open another app rather
 * than a page, pass. Returns the function that removes the guard.
 */
export function installExternalLinkGuard(
  doc: Document,
  onRefused: (url: string) => void,
  getAllowList: () => ExternalAllowList = getExternalAllowList,
): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const anchor = target?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const href = anchor.getAttribute('href') ?? '';
    const url = parse(href, doc.baseURI);
    if (!url) return;
    if (url.protocol === 'tel:' || url.protocol === 'mailto:') return;
    if (WEB_PROTOCOLS.has(url.protocol) && url.origin === doc.location.origin) return;
    if (isAllowedExternalUrl(url.href, getAllowList())) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    onRefused(url.href);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
