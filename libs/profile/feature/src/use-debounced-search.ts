import { useEffect, useState } from 'react';

/** Runs `load(query)` 250 ms after the query settles; keeps the last answer while typing. */
export function useDebouncedSearch<T>(query: string, load: ((q: string) => Promise<T[]>) | null) {
  const [state, setState] = useState<{ items: T[]; busy: boolean; failed: boolean }>({
    items: [],
    busy: false,
    failed: false,
  });
  useEffect(() => {
    if (!load) return;
    let live = true;
    setState((current) => ({ ...current, busy: true }));
    const timer = setTimeout(() => {
      load(query).then(
        (items) => live && setState({ items, busy: false, failed: false }),
        () => live && setState({ items: [], busy: false, failed: true }),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, load]);
  return state;
}
