import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';

/**
 * The bounds of the query cache kept on the device (ADR 0014): what is older than `maxAgeMs` is
 * neither saved nor restored, and the newest answers are kept up to `maxChars` of JSON (a device
 * keeps what its customer looked at last). `saveDelayMs` coalesces the cache's many events (each
 * fetch changes a query several times) into one write (an answer is written at once); a page being left
 * writes at once.
 */
export interface SavedQueryLimits {
  maxAgeMs: number;
  maxChars: number;
  saveDelayMs: number;
}

export const SAVED_QUERY_LIMITS: SavedQueryLimits = {
  maxAgeMs: 7 * 24 * 60 * 60_000,
  maxChars: 1_000_000,
  saveDelayMs: 500,
};

/**
 * The format of a saved cache: changed whenever the shape of a saved answer changes, so that a
 * save made by an older build is dropped instead of shown by a newer one.
 */
export const SAVED_QUERY_FORMAT = 1;

type SavedQuery = DehydratedState['queries'][number];

/**
 * Whether a query's answer is kept: one it has (a refresh that failed since, offline, leaves the
 * query in error with its last answer: that answer stays saved), recent enough, not opted out.
 */
function keeps(query: Pick<Query, 'state' | 'meta'>, now: number, limits: SavedQueryLimits): boolean {
  return (
    query.state.data !== undefined &&
    query.meta?.['persist'] !== false &&
    now - query.state.dataUpdatedAt <= limits.maxAgeMs
  );
}

/** A saved query is its last answer: a failed refresh since is not part of it. */
function asAnswered(query: SavedQuery): SavedQuery {
  const { state } = query;
  if (state.status === 'success') return query;
  return {
    ...query,
    state: { ...state, status: 'success', error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null },
  };
}

/**
 * The cache as saved: the recent answers (no mutations), newest first, as many as fit
 * `maxChars`. The text is assembled from each query's own JSON, so the bound costs one pass.
 */
export function serializeSavedQueries(client: QueryClient, now: number, limits: SavedQueryLimits = SAVED_QUERY_LIMITS): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => keeps(query, now, limits),
    shouldDehydrateMutation: () => false,
  });
  const head = `{"format":${SAVED_QUERY_FORMAT},"savedAt":${now},"queries":[`;
  const newestFirst = [...state.queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const kept: string[] = [];
  let size = head.length + 2;
  for (const query of newestFirst) {
    const text = JSON.stringify(asAnswered(query));
    if (size + text.length + 1 > limits.maxChars) continue;
    kept.push(text);
    size += text.length + 1;
  }
  return `${head}${kept.join(',')}]}`;
}

/**
 * Puts a saved cache back into `client` (answers it already has that are newer stay): only a save
 * of this format, only queries within the age bound. Returns how many queries it restored; a
 * broken or foreign text restores none.
 */
export function restoreSavedQueries(client: QueryClient, text: string, now: number, limits: SavedQueryLimits = SAVED_QUERY_LIMITS): number {
  let saved: { format?: unknown; queries?: unknown };
  try {
    saved = JSON.parse(text) as typeof saved;
  } catch {
    return 0;
  }
  if (saved.format !== SAVED_QUERY_FORMAT || !Array.isArray(saved.queries)) return 0;
  // A saved answer is shown at once, never taken for a fresh one (restored invalidated): the screen
  // that reads it asks the server again when it opens (online), so what was changed since, here
  // before a reload or on another device, replaces it. An answer the client has that is newer stays.
  const queries = (saved.queries as SavedQuery[])
    .filter((query) => query?.state?.status === 'success' && now - query.state.dataUpdatedAt <= limits.maxAgeMs)
    .map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } }));
  hydrate(client, { queries, mutations: [] });
  return queries.length;
}
