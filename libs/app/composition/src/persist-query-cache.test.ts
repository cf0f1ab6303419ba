import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryCache, type SavedQueryStore } from './persist-query-cache';
import { restoreSavedQueries, SAVED_QUERY_FORMAT, serializeSavedQueries, type SavedQueryLimits } from './saved-queries';

const HOUR = 60 * 60_000;
const LIMITS: SavedQueryLimits = { maxAgeMs: 24 * HOUR, maxChars: 10_000, saveDelayMs: 1_000 };
const NOW = Date.UTC(2026, 10, 30, 12, 32);

function memoryStore(initial: Record<string, string> = {}): SavedQueryStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    keys: async () => [...data.keys()],
    del: async (key) => void data.delete(key),
    clear: async () => data.clear(),
  };
}

function savedKeys(text: string | undefined): unknown[] {
  return (JSON.parse(text ?? '{"queries":[]}') as { queries: { queryKey: unknown }[] }).queries.map((query) => query.queryKey);
}

describe('the saved cache (bounds)', () => {
  it('keeps answers only, not those that opt out, none older than the age bound', () => {
    const client = new QueryClient();
    client.setQueryData(['news'], ['Нові смаки'], { updatedAt: NOW - HOUR });
    client.getQueryCache().build(client, { queryKey: ['failed'] });
    client.setQueryData(['old'], 'торік', { updatedAt: NOW - 25 * HOUR });
    // A price quote opts out (its queryOptions' meta).
    client.setQueryDefaults(['quote'], { meta: { persist: false } });
    client.setQueryData(['quote'], { total: 1 }, { updatedAt: NOW });
    const text = serializeSavedQueries(client, NOW, LIMITS);
    expect(savedKeys(text)).toEqual([['news']]);
    expect(JSON.parse(text)).toMatchObject({ format: SAVED_QUERY_FORMAT, savedAt: NOW });
  });

  it('keeps the newest answers that fit the size bound, and drops the oldest', () => {
    const client = new QueryClient();
    const big = 'x'.repeat(2_800);
    for (let index = 0; index < 5; index++) client.setQueryData(['page', index], big, { updatedAt: NOW - index * 1_000 });
    const text = serializeSavedQueries(client, NOW, LIMITS);
    expect(text.length).toBeLessThanOrEqual(LIMITS.maxChars);
    expect(savedKeys(text)).toEqual([
      ['page', 0],
      ['page', 1],
      ['page', 2],
    ]);
  });

  it('keeps the last answer of a query whose refresh failed since (offline), as an answer', async () => {
    const client = new QueryClient();
    client.setQueryData(['balance'], 1250, { updatedAt: NOW - HOUR });
    await client
      .fetchQuery({ queryKey: ['balance'], queryFn: () => Promise.reject(new TypeError('Failed to fetch')), retry: false, staleTime: 0 })
      .catch(() => undefined);
    expect(client.getQueryState(['balance'])?.status).toBe('error');
    const restored = new QueryClient();
    restoreSavedQueries(restored, serializeSavedQueries(client, NOW, LIMITS), NOW, LIMITS);
    expect(restored.getQueryData(['balance'])).toBe(1250);
    expect(restored.getQueryState(['balance'])).toMatchObject({ status: 'success', error: null, dataUpdatedAt: NOW - HOUR });
  });

  it('restores answers with the time they were fetched; refuses another format and what has aged since', () => {
    const saved = new QueryClient();
    saved.setQueryData(['balance'], 1250, { updatedAt: NOW - 2 * HOUR });
    saved.setQueryData(['history'], ['+10 XP'], { updatedAt: NOW - 20 * HOUR });
    const text = serializeSavedQueries(saved, NOW, LIMITS);

    const client = new QueryClient();
    expect(restoreSavedQueries(client, text, NOW + 5 * HOUR, LIMITS)).toBe(1);
    expect(client.getQueryData(['balance'])).toBe(1250);
    expect(client.getQueryState(['balance'])?.dataUpdatedAt).toBe(NOW - 2 * HOUR);
    expect(client.getQueryData(['history'])).toBeUndefined();
    // Shown at once, refreshed by the screen that reads it (what changed since replaces it).
    expect(client.getQueryState(['balance'])?.isInvalidated).toBe(true);

    const other = new QueryClient();
    expect(restoreSavedQueries(other, text.replace(`"format":${SAVED_QUERY_FORMAT}`, '"format":0'), NOW, LIMITS)).toBe(0);
    expect(restoreSavedQueries(other, '{not json', NOW, LIMITS)).toBe(0);
    expect(other.getQueryData(['balance'])).toBeUndefined();
  });
});

describe('persistQueryCache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  function session(initial: string | null) {
    let owner = initial;
    const listeners = new Set<() => void>();
    return {
      owner: () => owner,
      subscribeOwner: (listener: () => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      become(next: string | null) {
        owner = next;
        listeners.forEach((listener) => listener());
      },
    };
  }

  it("restores the customer's saved cache before it settles, and saves changes a moment later", async () => {
    const earlier = new QueryClient();
    earlier.setQueryData(['news'], ['Нові смаки'], { updatedAt: NOW - HOUR });
    const store = memoryStore({ 'glo:7': serializeSavedQueries(earlier, NOW, LIMITS) });
    const client = new QueryClient();
    const { restored } = persistQueryCache({ client, store, ...session('glo:7'), limits: LIMITS });
    await restored;
    expect(client.getQueryData(['news'])).toEqual(['Нові смаки']);

    client.setQueryData(['balance'], 300);
    client.setQueryData(['balance'], 310);
    expect(savedKeys(store.data.get('glo:7'))).toEqual([['news']]);
    await vi.advanceTimersByTimeAsync(LIMITS.saveDelayMs);
    expect(savedKeys(store.data.get('glo:7'))).toEqual([['balance'], ['news']]);
  });

  it('writes an answer at the next task, and other changes once per window', async () => {
    const store = memoryStore();
    const client = new QueryClient();
    await persistQueryCache({ client, store, ...session('glo:7'), limits: LIMITS }).restored;
    client.setQueryData(['news'], ['Нові смаки']);
    client.setQueryData(['balance'], 300);
    await vi.advanceTimersByTimeAsync(0);
    expect(savedKeys(store.data.get('glo:7'))).toEqual([['news'], ['balance']]);
    // A query removed (not an answer) waits for the end of the window after that write.
    client.removeQueries({ queryKey: ['news'] });
    await vi.advanceTimersByTimeAsync(LIMITS.saveDelayMs - 1);
    expect(savedKeys(store.data.get('glo:7'))).toEqual([['news'], ['balance']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(savedKeys(store.data.get('glo:7'))).toEqual([['balance']]);
  });

  it('keeps a newer answer the client has over the saved one, as it is', () => {
    const saved = new QueryClient();
    saved.setQueryData(['balance'], 1250, { updatedAt: NOW - HOUR });
    const client = new QueryClient();
    client.setQueryData(['balance'], 1300, { updatedAt: NOW });
    restoreSavedQueries(client, serializeSavedQueries(saved, NOW, LIMITS), NOW, LIMITS);
    expect(client.getQueryData(['balance'])).toBe(1300);
    expect(client.getQueryState(['balance'])?.isInvalidated).toBe(false);
  });

  it('writes a waiting save at once when the page is left', async () => {
    const store = memoryStore();
    const client = new QueryClient();
    const page = Object.assign(new EventTarget(), { document: { visibilityState: 'visible' as DocumentVisibilityState } });
    await persistQueryCache({ client, store, ...session('glo:7'), limits: LIMITS, page }).restored;
    client.setQueryData(['news'], ['Нові смаки']);
    page.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(savedKeys(store.data.get('glo:7'))).toEqual([['news']]);
  });

  it("saves nothing for a visitor, and removes what a customer's logout left behind", async () => {
    const store = memoryStore({ 'glo:7': '{}' });
    const client = new QueryClient();
    await persistQueryCache({ client, store, ...session(null), limits: LIMITS }).restored;
    expect(store.data.size).toBe(0);
    client.setQueryData(['faq'], []);
    await vi.advanceTimersByTimeAsync(5 * LIMITS.saveDelayMs);
    expect(store.data.size).toBe(0);
  });

  it('clears every save at logout, a save still waiting included', async () => {
    const store = memoryStore({ 'glo:8': '{}' });
    const client = new QueryClient();
    const owner = session('glo:7');
    await persistQueryCache({ client, store, ...owner, limits: LIMITS }).restored;
    expect([...store.data.keys()]).toEqual([]);
    client.setQueryData(['profile'], { first_name: 'Олена' });
    await vi.advanceTimersByTimeAsync(LIMITS.saveDelayMs);
    expect(store.data.has('glo:7')).toBe(true);

    client.setQueryData(['profile'], { first_name: 'Олена', last_name: 'К.' });
    // Logout clears the cache (removed events) and then says so.
    client.clear();
    owner.become(null);
    await vi.advanceTimersByTimeAsync(5 * LIMITS.saveDelayMs);
    expect(store.data.size).toBe(0);
  });

  it("restores the next customer's own cache at their sign-in, and never another customer's", async () => {
    const theirs = new QueryClient();
    theirs.setQueryData(['orders'], [{ order_number: 1001 }], { updatedAt: NOW - HOUR });
    const store = memoryStore({ 'glo:9': serializeSavedQueries(theirs, NOW, LIMITS) });
    const client = new QueryClient();
    const owner = session(null);
    await persistQueryCache({ client, store, ...owner, limits: LIMITS }).restored;
    expect(store.data.size).toBe(0);

    store.data.set('glo:9', serializeSavedQueries(theirs, NOW, LIMITS));
    store.data.set('glo:3', serializeSavedQueries(theirs, NOW, LIMITS));
    owner.become('glo:9');
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryData(['orders'])).toEqual([{ order_number: 1001 }]);
    expect([...store.data.keys()]).toEqual(['glo:9']);
  });

  it('starts without the saved cache when the storage is slow, puts it in when it answers, and never saves over it before', async () => {
    const earlier = new QueryClient();
    earlier.setQueryData(['news'], ['Нові смаки'], { updatedAt: NOW - HOUR });
    const store = memoryStore({ 'glo:7': serializeSavedQueries(earlier, NOW, LIMITS) });
    let answer = () => undefined as void;
    const get = store.get;
    store.get = (key) => new Promise((resolve) => (answer = () => resolve(get(key))));
    const client = new QueryClient();
    const { restored } = persistQueryCache({ client, store, ...session('glo:7'), limits: LIMITS, restoreTimeoutMs: 500 });
    let settled = false;
    void restored.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);

    client.setQueryData(['balance'], 300);
    await vi.advanceTimersByTimeAsync(5 * LIMITS.saveDelayMs);
    expect(savedKeys(store.data.get('glo:7'))).toEqual([['news']]);
    answer();
    await vi.advanceTimersByTimeAsync(LIMITS.saveDelayMs);
    expect(client.getQueryData(['news'])).toEqual(['Нові смаки']);
    expect(savedKeys(store.data.get('glo:7'))).toEqual([['balance'], ['news']]);
  });
});
