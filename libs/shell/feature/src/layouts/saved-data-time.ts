import type { Query } from '@tanstack/react-query';

/**
 * When the oldest answer on screen was fetched, if what the screen shows is the saved copy rather
 * than a fresh answer; null otherwise. The screen's answers are the active queries (those with a
 * mounted observer) that have data. Offline every answer shown is the saved copy; online, only
 * those whose last refresh failed (they keep their data and take the error).
 */
export function savedDataTime(queries: readonly Pick<Query, 'state' | 'isActive'>[], online: boolean): number | null {
  let oldest: number | null = null;
  for (const query of queries) {
    const { data, dataUpdatedAt, status } = query.state;
    if (data === undefined || !query.isActive()) continue;
    if (online && status !== 'error') continue;
    if (oldest === null || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
  }
  return oldest;
}
