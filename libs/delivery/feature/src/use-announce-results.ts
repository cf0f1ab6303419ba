import { useEffect } from 'react';
import { announce } from '@cx/shared-ui';

/** How long typing must pause before the count is read (not one message per keystroke). */
const SETTLE_MS = 700;

/**
 * Search results that change under a search field are said (WCAG 4.1.3): once the answer for
 * `query` is in, the count, or that nothing was found. Nothing while the query is empty. Pass a
 * stable `say` (a message function of the module), or every render restarts the wait.
 */
export function useAnnounceResults(query: string, count: number, loaded: boolean, say: (count: number) => string): void {
  useEffect(() => {
    if (!query.trim() || !loaded) return undefined;
    const timer = setTimeout(() => announce(say(count)), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [query, count, loaded, say]);
}
