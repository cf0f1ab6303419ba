/**
 * Flows that an update must not interrupt (checkout, scanning). A service-worker update or a new
 * version waits until none is active, so an update never destroys work in progress.
 */
type Listener = () => void;

const active = new Map<string, number>();
const idleListeners = new Set<Listener>();

export function isBusy(): boolean {
  return active.size > 0;
}

/** Marks a flow active; call the returned function when it ends (idempotent). */
export function markBusy(flow: string): () => void {
  active.set(flow, (active.get(flow) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const count = (active.get(flow) ?? 1) - 1;
    if (count <= 0) active.delete(flow);
    else active.set(flow, count);
    if (!isBusy()) {
      const listeners = [...idleListeners];
      idleListeners.clear();
      listeners.forEach((listener) => listener());
    }
  };
}

/** Runs `action` now when no flow is active, otherwise as soon as the last one ends. */
export function whenIdle(action: Listener): () => void {
  if (!isBusy()) {
    action();
    return () => undefined;
  }
  idleListeners.add(action);
  return () => idleListeners.delete(action);
}
