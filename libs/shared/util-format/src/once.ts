/**
 * `make()` on the first call, its result ever after. The formatters are made on first use, not
 * when their module loads: every signed-in screen's code imports this library, most format
 * nothing on their first render, and the first Intl formatter of a locale or time zone loads the
 * engine's data for it (tens of milliseconds of the main thread on a phone).
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
