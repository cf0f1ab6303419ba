import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@cx/api-client';
import { createAnalytics, type Analytics } from './analytics';
import { identifyContact, setAnalytics, track, trackOrderPlaced, trackPageView } from './analytics-hub';
import { startAnalytics, type RouterLike } from './start-analytics';

afterEach(() => setAnalytics(null));

function recording(): Analytics & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    track: (name) => seen.push(`track:${name}`),
    pageView: (path) => seen.push(`view:${path}`),
    orderPlaced: (order) => seen.push(`order:${order.order_number}`),
    identify: (contact) => seen.push(`identify:${contact.phone}`),
    flush: async () => undefined,
    pending: () => 0,
  };
}

describe('analytics hub', () => {
  it('buffers calls made before analytics starts and replays them', () => {
    track('early');
    trackOrderPlaced({ order_id: 1, order_number: 1001, total: 10, items: [] });
    const analytics = recording();
    setAnalytics(analytics);
    trackPageView('/news');
    identifyContact({ phone: '380671112233' });
    expect(analytics.seen).toEqual(['track:early', 'order:1001', 'view:/news', 'identify:380671112233']);
  });

  it('never lets an instance that throws reach the caller', () => {
    const explode = () => {
      throw new Error('analytics bug');
    };
    setAnalytics({ track: explode, pageView: explode, orderPlaced: explode, identify: explode, flush: explode, pending: explode });
    expect(() => {
      track('x');
      trackPageView('/');
      trackOrderPlaced({ order_id: 1, order_number: 1, total: 1, items: [] });
      identifyContact({ phone: '380671112233' });
    }).not.toThrow();
  });
});

describe('startAnalytics', () => {
  it('records a page view per navigation and stops cleanly', () => {
    let listener: ((event: { toLocation: { pathname: string }; pathChanged: boolean }) => void) | undefined;
    const router: RouterLike = {
      state: { location: { pathname: '/' } },
      subscribe: (_event, fn) => {
        listener = fn;
        return () => (listener = undefined);
      },
    };
    const pageViews: string[] = [];
    const stop = startAnalytics({
      router,
      api: createApiClient({ baseUrl: 'http://api.test', apiKey: 'k', getToken: () => null, onUnauthorized: () => undefined, fetch: async () => new Response('{}') }),
      product: 'ogo',
      getShopifyId: () => null,
      target: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
    // Signed out here, so nothing queues; the router hook itself is what is checked.
    const spy = vi.fn((path: string) => pageViews.push(path));
    setAnalytics({ ...recording(), pageView: spy });
    listener?.({ toLocation: { pathname: '/news' }, pathChanged: true });
    listener?.({ toLocation: { pathname: '/news' }, pathChanged: false });
    listener?.({ toLocation: { pathname: '/faq' }, pathChanged: true });
    expect(pageViews).toEqual(['/news', '/faq']);
    stop();
    expect(listener).toBeUndefined();
  });
});

/**
 * Analytics never breaks a screen: one that tracks on mount and on click keeps working when the
 * analytics backend fails in every way it can. Unhandled rejections would fail this test run.
 */
describe('a screen with analytics against a broken backend', () => {
  function Screen() {
    const [count, setCount] = useState(0);
    useEffect(() => trackPageView('/marathon'), []);
    return (
      <main>
        <h1>Марафон знань</h1>
        <button
          type="button"
          onClick={() => {
            track('marathon_quiz_submit', { correct: count });
            setCount(count + 1);
          }}
        >
          Надіслати ({count})
        </button>
      </main>
    );
  }

  const broken: [string, () => Promise<Response>][] = [
    ['throws synchronously', () => { throw new Error('fetch exploded'); }],
    ['rejects', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answers 500 HTML', async () => new Response('<h1>502</h1>', { status: 502 })],
    ['answers 401', async () => new Response(JSON.stringify({ message: 'x', errorType: 'analytics_unauthenticated', statusCode: 401 }), { status: 401, headers: { 'Content-Type': 'application/json' } })],
    ['never answers', () => new Promise<Response>(() => undefined)],
  ];

  for (const [name, fetch] of broken) {
    it(`renders and reacts when the backend ${name}`, async () => {
      const api = createApiClient({
        baseUrl: 'http://api.test',
        apiKey: 'k',
        getToken: () => 'tok',
        onUnauthorized: () => undefined,
        fetch,
        timeoutMs: 50,
      });
      // Idle work and timers run at once, so every failing call happens during the test.
      setAnalytics(
        createAnalytics({ api, product: 'glo', getShopifyId: () => 7, whenIdle: (work) => work(), setTimer: (work) => work() }),
      );
      render(<Screen />);
      expect(screen.getByRole('heading', { name: 'Марафон знань' })).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Надіслати (0)' }));
      await userEvent.click(screen.getByRole('button', { name: 'Надіслати (1)' }));
      expect(screen.getByRole('button', { name: 'Надіслати (2)' })).toBeEnabled();
      await new Promise((resolve) => setTimeout(resolve, 80));
    });
  }
});
