import { createStore } from 'jotai/vanilla';

export type JotaiStore = ReturnType<typeof createStore>;

/**
 * The jotai stores of the app. Client state (cart, drafts, flags) lives in atoms of these stores
 * and never in jotai's default store, because a store cannot be emptied: logout replaces every
 * store with a fresh one and tells its holder (<SessionStores>) to render with it.
 */
export interface StoreRegistry {
  /** The app's store; a new object after every reset. */
  readonly current: JotaiStore;
  /** An extra store that is replaced on logout too (e.g. one per isolated widget). */
  create(): { readonly current: JotaiStore; subscribe(listener: () => void): () => void };
  subscribe(listener: () => void): () => void;
  /** Drops every atom value of every store. */
  resetAll(): void;
}

interface Holder {
  current: JotaiStore;
  listeners: Set<() => void>;
}

export function createStoreRegistry(): StoreRegistry {
  const holders: Holder[] = [];
  const makeHolder = (): Holder => {
    const holder: Holder = { current: createStore(), listeners: new Set() };
    holders.push(holder);
    return holder;
  };
  const view = (holder: Holder) => ({
    get current() {
      return holder.current;
    },
    subscribe(listener: () => void) {
      holder.listeners.add(listener);
      return () => void holder.listeners.delete(listener);
    },
  });
  const main = makeHolder();
  return {
    get current() {
      return main.current;
    },
    create: () => view(makeHolder()),
    subscribe: (listener) => view(main).subscribe(listener),
    resetAll() {
      for (const holder of holders) {
        holder.current = createStore();
        for (const listener of [...holder.listeners]) listener();
      }
    },
  };
}
