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
