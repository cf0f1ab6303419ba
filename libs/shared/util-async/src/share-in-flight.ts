/**
 * Calls for the same key made while one is still running get its promise instead of starting
 * another (screens that mount together share one sign-in or lookup); once it settles, the next
 * call runs afresh. Keys (an api client) are held weakly.
 */
export function shareInFlight<K extends object, T>(): (key: K, run: () => Promise<T>) => Promise<T> {
  const running = new WeakMap<K, Promise<T>>();
  return (key, run) => {
    const pending = running.get(key);
    if (pending) return pending;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
