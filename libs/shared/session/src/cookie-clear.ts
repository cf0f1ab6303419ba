import { readCookies, type CookieDocument } from './cookies';

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
