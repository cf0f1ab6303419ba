/** The part of `document` cookies need, so tests can pass a jar of their own. */
export interface CookieDocument {
  cookie: string;
  readonly location?: { readonly hostname: string; readonly pathname: string; readonly protocol: string };
}

/** Names and values of the cookies script can see (HttpOnly ones are invisible and not ours). */
export function readCookies(doc: CookieDocument): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of doc.cookie.split(';')) {
    const index = part.indexOf('=');
    const name = (index === -1 ? part : part.slice(0, index)).trim();
    if (!name) continue;
    const raw = index === -1 ? '' : part.slice(index + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A cookie someone else wrote without encoding: keep it as it is.
    }
    // The most specific path comes first in document.cookie; keep that one.
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export function readCookie(doc: CookieDocument, name: string): string | null {
  return readCookies(doc).get(name) ?? null;
}

export interface WriteCookieOptions {
  /** The cookie lasts until then (spec §9: token cookies last until the server expiry). */
  expires: Date;
}

/** A first-party cookie for the whole app: path /, SameSite=Strict, Secure on https. */
export function writeCookie(
  doc: CookieDocument,
  name: string,
  value: string,
  { expires }: WriteCookieOptions,
): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; Expires=${expires.toUTCString()}; Path=/; SameSite=Strict${secure}`;
}

/** Every path a cookie set on this page could have been scoped to: "/", "/a", "/a/", "/a/b"… */
function pathVariants(pathname: string): string[] {
  const variants = new Set<string>(['/']);
  const segments = pathname.split('/').filter(Boolean);
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    variants.add(path);
    variants.add(`${path}/`);
  }
  return [...variants];
}

/** The host itself and each parent domain a page may set cookies for (a.b.example.com → b.example.com → example.com). */
function domainVariants(hostname: string): Array<string | null> {
  const variants: Array<string | null> = [null];
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return variants;
  const labels = hostname.split('.');
  for (let index = 0; index < labels.length - 1; index++) {
    variants.push(labels.slice(index).join('.'));
  }
  if (labels.length === 1) variants.push(hostname);
  return variants;
}

/**
 * Expires every cookie script can see, whatever path or domain it was written with (a cookie is
 * only removed by a write with the same path and domain, and document.cookie does not say which).
 * Spec §4: logout clears all cookies — all but those `keep` names (the sister app's on a shared
 * host: its session is not this logout's to end).
 */
export function clearAllCookies(doc: CookieDocument, keep: (name: string) => boolean = () => false): void {
  const hostname = doc.location?.hostname ?? '';
  const pathname = doc.location?.pathname ?? '/';
  const past = 'Thu, 01 Jan 1970 00:00:00 GMT';
  for (const name of readCookies(doc).keys()) {
    if (keep(name)) continue;
    for (const path of pathVariants(pathname)) {
      for (const domain of domainVariants(hostname)) {
        doc.cookie = `${name}=; Expires=${past}; Max-Age=0; Path=${path}${domain ? `; Domain=${domain}` : ''}`;
      }
    }
  }
}
