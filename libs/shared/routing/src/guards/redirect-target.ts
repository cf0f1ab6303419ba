/** Pages a signed-in customer is sent away from; never a place to return to after sign-in. */
const AUTH_PAGES = ['/auth', '/registration', '/is18'];

/**
 * A `redirect` search value that is safe to navigate to: a path inside this app ("/shop?x=1"),
 * never another origin ("//evil.example", "https://…", "/\evil"), never an auth page (loop).
 */
export function safeRedirectTarget(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters and backslashes: browsers read them in ways a path check cannot foresee.
  if ([...value].some((char) => char < ' ' || char === '\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, 'https://app.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://app.invalid') return undefined;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The search of /auth, /registration and /is18: where to go once signed in and confirmed (only a safe target). */
export const redirectSearchEntries = {
  redirect: safeRedirectTarget,
};

export function redirectOf(search: object): string | undefined {
  return safeRedirectTarget((search as { redirect?: unknown }).redirect);
}
