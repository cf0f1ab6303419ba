/** A set of listeners told at once; add returns remove. */
export interface Listeners {
  add(listener: () => void): () => void;
  emit(): void;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    // A copy: a listener may remove itself (or another) while being told.
    emit: () => [...listeners].forEach((listener) => listener()),
  };
}
