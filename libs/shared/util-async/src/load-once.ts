/**
 * `load` run once and shared: every call gets the same promise. A failure is forgotten, so the
 * next call tries again — the loader of a lazy chunk that failed (offline, a deployment in
 * between) must not keep failing once the network is back.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
