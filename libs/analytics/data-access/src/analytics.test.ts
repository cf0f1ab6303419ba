import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApiClient } from '@cx/api-client/testing';
import { STORAGE_KEYS, createBrokenStorage, createMemoryStorage } from '@cx/shared-util-storage';
import { MAX_BATCH } from './analytics-batches';
import { createAnalytics, type AnalyticsOptions } from './analytics';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  body: unknown;
  keepalive: boolean;
}

/** A fake backend recording every analytics call; `answer` can override any path. */
function backend(answer: (path: string, call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  const { api } = createTestApiClient({
    token: 'customer-token',
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      const text = await request.text();
      const call = { method: request.method, path, body: text ? JSON.parse(text) : undefined, keepalive: request.keepalive };
      calls.push(call);
      const custom = answer(path, call);
      if (custom) return custom;
      switch (path) {
        case '/api/analytics/get-bat-token':
          return json({ token: `bat-${calls.length}`, expires_in: 3600 });
        case '/api/analytics/esputnik-add-contact':
          return json({ success: true, contact_id: 'c-77' });
        case '/api/analytics/send-bat-event':
          return json({ accepted: (call.body as { events: unknown[] }).events.length });
        default:
          return json({ success: true });
      }
    },
  });
  return { api, calls, paths: () => calls.map((c) => c.path) };
}

/** Timers and idle callbacks run when the test says so. */
function harness(overrides: Partial<AnalyticsOptions> = {}, answer?: Parameters<typeof backend>[0]) {
  const server = backend(answer);
  const timers: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const storage = createMemoryStorage();
  let online = true;
  let shopifyId: number | null = 501;
  const analytics = createAnalytics({
    api: server.api,
    product: 'glo',
    getShopifyId: () => shopifyId,
    storage,
    isOnline: () => online,
    now: () => Date.parse('2026-11-22T10:00:00Z'),
    setTimer: (work) => timers.push(work),
    whenIdle: (work) => idle.push(work),
    ...overrides,
  });
  /** Runs timers and idle work until nothing is left, then lets requests settle. */
  async function settle() {
    for (let round = 0; round < 10; round++) {
      const work = [...timers.splice(0), ...idle.splice(0)];
      work.forEach((run) => run());
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  return {
    ...server,
    analytics,
    storage,
    settle,
    timers,
    goOffline: () => (online = false),
    signOut: () => (shopifyId = null),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('createAnalytics: batching', () => {
  it('sends nothing at once, then one batch when idle (token fetched and linked first)', async () => {
    const h = harness();
    h.analytics.pageView('/news');
    h.analytics.track('marathon_quiz_submit', { correct: 4, marathon: 'm1' }, '/marathon/quiz');
    h.analytics.pageView('/marathon');
    expect(h.calls).toEqual([]);
    expect(h.timers).toHaveLength(1);

    await h.settle();

    expect(h.paths()).toEqual([
      '/api/analytics/get-bat-token',
      '/api/analytics/auth-bat',
      '/api/analytics/send-bat-event',
    ]);
    expect(h.calls[1]?.body).toEqual({ token: 'bat-1', shopifyId: 501, product: 'glo' });
    expect(h.calls[2]?.body).toEqual({
      token: 'bat-1',
      events: [
        { name: 'page_view', ts: '2026-11-22T10:00:00.000Z', page: '/news' },
        { name: 'marathon_quiz_submit', ts: '2026-11-22T10:00:00.000Z', page: '/marathon/quiz', params: { correct: 4, marathon: 'm1' } },
        { name: 'page_view', ts: '2026-11-22T10:00:00.000Z', page: '/marathon' },
      ],
    });
    expect(h.analytics.pending()).toBe(0);
  });

  it('reuses the stored token for the same customer', async () => {
    const h = harness();
    h.analytics.pageView('/');
    await h.settle();
    h.analytics.pageView('/faq');
    await h.settle();
    expect(h.paths().filter((p) => p === '/api/analytics/get-bat-token')).toHaveLength(1);
    expect(h.paths().filter((p) => p === '/api/analytics/send-bat-event')).toHaveLength(2);
  });

  it('splits a long queue into batches the contract allows', async () => {
    const h = harness();
    for (let i = 0; i < MAX_BATCH + 5; i++) h.analytics.track('tap', { i });
    await h.settle();
    const sizes = h.calls
      .filter((c) => c.path === '/api/analytics/send-bat-event')
      .map((c) => (c.body as { events: unknown[] }).events.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(MAX_BATCH + 5);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_BATCH);
  });

  it('drops events while offline or signed out, and ignores invalid names', async () => {
    const h = harness();
    h.goOffline();
    h.analytics.pageView('/news');
    h.analytics.track('Not A Name!');
    expect(h.analytics.pending()).toBe(0);
    const g = harness();
    g.signOut();
    g.analytics.pageView('/auth');
    await g.settle();
    expect(g.calls).toEqual([]);
  });

  it('flushes with keepalive when the page is hidden', async () => {
    const h = harness();
    h.analytics.pageView('/');
    await h.analytics.flush({ keepalive: true });
    expect(h.calls.find((c) => c.path === '/api/analytics/send-bat-event')?.keepalive).toBe(true);
  });
});

describe('createAnalytics: spec §8 analytics 401 drops the analytics token flag', () => {
  it('on send-bat-event', async () => {
    let reject = false;
    const h = harness({}, (path) =>
      reject && path === '/api/analytics/send-bat-event'
        ? json({ message: 'Токен аналітики недійсний', errorType: 'analytics_unauthenticated', statusCode: 401 }, 401)
        : undefined,
    );
    h.analytics.pageView('/');
    await h.settle();
    expect(h.storage.getItem(STORAGE_KEYS.analyticsToken)).not.toBeNull();

    reject = true;
    h.analytics.pageView('/news');
    await h.settle();
    expect(h.storage.getItem(STORAGE_KEYS.analyticsToken)).toBeNull();

    reject = false;
    h.analytics.pageView('/faq');
    await h.settle();
    // A fresh token is fetched for the next batch.
    expect(h.paths().filter((p) => p === '/api/analytics/get-bat-token')).toHaveLength(2);
  });

  it('on auth-bat (the token is never stored)', async () => {
    const h = harness({}, (path) =>
      path === '/api/analytics/auth-bat'
        ? json({ message: 'x', errorType: 'analytics_unauthenticated', statusCode: 401 }, 401)
        : undefined,
    );
    h.storage.setItem(STORAGE_KEYS.analyticsToken, 'stale');
    h.analytics.pageView('/');
    await h.settle();
    expect(h.storage.getItem(STORAGE_KEYS.analyticsToken)).toBeNull();
    expect(h.paths()).not.toContain('/api/analytics/send-bat-event');
  });
});

describe('createAnalytics: orders and contacts', () => {
  it('reports an order with pwa-add-order-info and a purchase event', async () => {
    const h = harness();
    const line = { variant_id: 1, id: 2, collectionId: 'sticks' as const, title: 'neo', subTitle: null, price: 105, bonuses: 10, count: 2, quantity: 20, tags: [] };
    h.analytics.orderPlaced({ order_id: 9001, order_number: 1001, total: 210, items: [line] });
    await h.settle();
    expect(h.calls.find((c) => c.path === '/api/analytics/pwa-add-order-info')?.body).toEqual({
      order_id: 9001,
      order_number: 1001,
      product: 'glo',
      total: 210,
      items: [line],
    });
    const batch = h.calls.find((c) => c.path === '/api/analytics/send-bat-event')?.body as { events: { name: string }[] };
    expect(batch.events.map((e) => e.name)).toEqual(['purchase']);
  });

  it('adds the eSputnik contact, then sends its id, once per customer', async () => {
    const h = harness();
    h.analytics.identify({ phone: '380671112233', email: 'a@b.test', first_name: 'Олена', last_name: null });
    h.analytics.identify({ phone: '380671112233' });
    await h.settle();
    expect(h.calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/analytics/esputnik-add-contact', { phone: '380671112233', product: 'glo', email: 'a@b.test', first_name: 'Олена' }],
      ['/api/analytics/esputnik-send-id', { id: 'c-77', shopifyId: 501, product: 'glo' }],
    ]);
  });
});

describe('createAnalytics: a failing or throwing backend changes nothing for the caller', () => {
  const failures: [string, () => Response | Promise<Response>][] = [
    ['a 500 with an HTML body', () => new Response('<html>oops</html>', { status: 500 })],
    ['truncated JSON', () => new Response('{"tok', { status: 200, headers: { 'Content-Type': 'application/json' } })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a fetch that throws synchronously',
      () => {
        throw new Error('fetch exploded');
      },
    ],
  ];
  for (const [name, fail] of failures) {
    it(name, async () => {
      const h = harness({}, () => fail() as Response);
      expect(() => {
        h.analytics.pageView('/');
        h.analytics.track('tap');
        h.analytics.orderPlaced({ order_id: 1, order_number: 1, total: 1, items: [] });
        h.analytics.identify({ phone: '380671112233' });
      }).not.toThrow();
      await h.settle();
      await expect(h.analytics.flush()).resolves.toBeUndefined();
    });
  }

  it('storage that throws on every access', async () => {
    const h = harness({ storage: createBrokenStorage() });
    h.analytics.pageView('/');
    await h.settle();
    expect(h.paths()).toContain('/api/analytics/send-bat-event');
  });

  it('idle scheduling that throws', () => {
    const h = harness({
      whenIdle: () => {
        throw new Error('no idle');
      },
      setTimer: (work) => work(),
    });
    expect(() => h.analytics.pageView('/')).not.toThrow();
  });
});
