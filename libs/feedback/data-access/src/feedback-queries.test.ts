import { describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '@cx/api-client/testing-server';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { apiErrors, apiUrl, createTestApiClient, demoOrder, mockApiError, mockOperation, mockRecording, mockStaleToken } from '@cx/api-client/testing';
import { STORAGE_FLAGS, STORAGE_KEYS, createMemoryStorage } from '@cx/shared-util-storage';
import {
  afterFeedbackSent,
  canWriteQueryOptions,
  checkPhotos,
  importOfflineOrdersOnce,
  offlineOrdersQueryOptions,
  sendFeedback,
  sendOfflineFeedback,
} from './feedback-queries';
import { readFeedbackToken } from './feedback-token';

const server = setupApiServer();

const SECOND = 1000;

function setup() {
  const storage = createMemoryStorage();
  const client = createTestApiClient({ token: 'bearer' });
  return { storage, ...client, deps: { api: client.api, storage, product: 'ogo' as const, shopifyId: 7200000000001 } };
}

/** A fresh cache, as after a reload: only what storage remembers survives. */
const freshClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function feedbackAuth() {
  let issued = 0;
  server.use(mockOperation('get', '/api/feedback/get-auth', () => ({ token: `fb-${++issued}`, expires_in: 3600 })));
  return () => issued;
}

describe('can-write-by-order (spec §6, cached 1800 s)', () => {
  it('asks about the customer’s orders in the brand shop with the feedback token', async () => {
    feedbackAuth();
    const bodies: unknown[] = [];
    server.use(
      mockOperation('post', '/api/api-shop/get-orders', { list: [demoOrder], imgs: {}, mixPackIds: [], mixQuant: 0 }),
      mockRecording(bodies, 'post', '/api/feedback/can-write-by-order', { canFeedback: true, orders: [demoOrder.id] }),
    );
    const { deps } = setup();
    await expect(freshClient().fetchQuery(canWriteQueryOptions(deps))).resolves.toEqual({
      canFeedback: true,
      orderIds: [demoOrder.id],
    });
    expect(bodies).toEqual([{ shop: 'ogo', token: 'fb-1', shopifyId: 7200000000001, orders: [demoOrder.id] }]);
  });

  it('is remembered across reloads for 1800 s, then asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    feedbackAuth();
    let asked = 0;
    server.use(
      mockOperation('post', '/api/api-shop/get-orders', { list: [], imgs: {}, mixPackIds: [], mixQuant: 0 }),
      mockOperation('post', '/api/feedback/can-write-by-order', () => {
        asked += 1;
        return { canFeedback: false, orders: [] };
      }),
    );
    const { deps } = setup();
    await freshClient().fetchQuery(canWriteQueryOptions(deps));
    vi.advanceTimersByTime(1_800 * SECOND - 1);
    await expect(freshClient().fetchQuery(canWriteQueryOptions(deps))).resolves.toEqual({
      canFeedback: false,
      orderIds: [],
    });
    expect(asked).toBe(1);
    vi.advanceTimersByTime(1);
    await freshClient().fetchQuery(canWriteQueryOptions(deps));
    expect(asked).toBe(2);
  });

  /** No shop orders, and a can-write answer that is yes the first time only; returns how often it was asked. */
  function canWriteOnce(): () => number {
    feedbackAuth();
    let asked = 0;
    server.use(
      mockOperation('post', '/api/api-shop/get-orders', { list: [], imgs: {}, mixPackIds: [], mixQuant: 0 }),
      mockOperation('post', '/api/feedback/can-write-by-order', () => ({ canFeedback: ++asked === 1, orders: [] })),
    );
    return () => asked;
  }

  it('is not another customer’s answer', async () => {
    const asked = canWriteOnce();
    const { deps } = setup();
    await freshClient().fetchQuery(canWriteQueryOptions(deps));
    const other = await freshClient().fetchQuery(canWriteQueryOptions({ ...deps, shopifyId: 42 }));
    expect(other.canFeedback).toBe(false);
    expect(asked()).toBe(2);
  });

  it('is forgotten once feedback is sent', async () => {
    canWriteOnce();
    const { deps, storage } = setup();
    const client = freshClient();
    await client.fetchQuery(canWriteQueryOptions(deps));
    await afterFeedbackSent(client, deps);
    expect(storage.getItem(STORAGE_FLAGS.feedbackCanWrite.key)).toBeNull();
    await expect(client.fetchQuery(canWriteQueryOptions(deps))).resolves.toMatchObject({ canFeedback: false });
  });
});

describe('offline orders (cached 1800 s)', () => {
  it('are remembered for 1800 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    feedbackAuth();
    let asked = 0;
    const order = { id: 'OFF-1', date: '2026-11-01T10:00:00Z', store: 'Київ', total: 100, items: [], feedback_sent: false };
    server.use(
      mockOperation('post', '/api/feedback/get-offline-orders', () => {
        asked += 1;
        return { orders: [order] };
      }),
    );
    const { deps } = setup();
    await freshClient().fetchQuery(offlineOrdersQueryOptions(deps));
    vi.advanceTimersByTime(1_799 * SECOND);
    await expect(freshClient().fetchQuery(offlineOrdersQueryOptions(deps))).resolves.toEqual([order]);
    expect(asked).toBe(1);
    vi.advanceTimersByTime(SECOND);
    await freshClient().fetchQuery(offlineOrdersQueryOptions(deps));
    expect(asked).toBe(2);
  });
});

describe('import-orders-in-background (at most once per 86400 s)', () => {
  it('runs once a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    feedbackAuth();
    let calls = 0;
    server.use(
      mockOperation('post', '/api/feedback/import-orders-in-background', () => ({ started: ++calls === 1 })),
    );
    const { deps } = setup();
    await expect(importOfflineOrdersOnce(deps)).resolves.toBe(true);
    await expect(importOfflineOrdersOnce(deps)).resolves.toBe(false);
    vi.advanceTimersByTime(86_400 * SECOND - 1);
    await importOfflineOrdersOnce(deps);
    expect(calls).toBe(1);
    vi.advanceTimersByTime(1);
    await importOfflineOrdersOnce(deps);
    expect(calls).toBe(2);
  });

  it('tries again on the next visit after a failure, and never throws', async () => {
    feedbackAuth();
    server.use(mockApiError('post', '/api/feedback/import-orders-in-background', apiErrors.internal));
    const { deps, storage } = setup();
    await expect(importOfflineOrdersOnce(deps)).resolves.toBe(false);
    expect(storage.getItem(STORAGE_FLAGS.offlineOrdersImported.key)).toBeNull();
  });
});

describe('spec §8: feedback statusCode 401', () => {
  it('drops the feedback token, gets a new one and repeats the call once', async () => {
    const issued = feedbackAuth();
    const offlineOrders = mockStaleToken('/api/feedback/get-offline-orders', 'fb-1', apiErrors.feedbackUnauthenticated, {
      orders: [],
    });
    server.use(offlineOrders.handler);
    const { deps, unauthorized } = setup();
    await freshClient().fetchQuery(offlineOrdersQueryOptions(deps));
    expect(offlineOrders.tokens).toEqual(['fb-1', 'fb-2']);
    expect(issued()).toBe(2);
    expect(readFeedbackToken(deps)).toBe('fb-2');
    expect(unauthorized.map((reason) => reason.kind)).toEqual(['status-401']);
  });

  it('drops the token on UNAUTHORIZED_IN_APP too, but leaves the logout to the session', async () => {
    const issued = feedbackAuth();
    server.use(mockApiError('post', '/api/feedback/get-offline-orders', apiErrors.unauthorizedInApp));
    const { deps, storage, unauthorized } = setup();
    await expect(freshClient().fetchQuery(offlineOrdersQueryOptions(deps))).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(STORAGE_KEYS.feedbackToken)).toBeNull();
    expect(issued()).toBe(1);
    expect(unauthorized.map((reason) => reason.kind)).toEqual(['unauthorized-in-app']);
  });

  it('keeps a token until just before the server’s expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const issued = feedbackAuth();
    server.use(mockOperation('post', '/api/feedback/send-offline', { success: true, id: '1' }));
    const { deps } = setup();
    const send = () => sendOfflineFeedback(deps, { orderId: 'OFF-1', rating: 5, text: '' });
    await send();
    vi.advanceTimersByTime((3600 - 60) * SECOND - 1);
    await send();
    expect(issued()).toBe(1);
    vi.advanceTimersByTime(1);
    await send();
    expect(issued()).toBe(2);
  });
});

describe('send (multipart)', () => {
  it('sends text, rating and photos as form data with shop and token in the query', async () => {
    feedbackAuth();
    let seen: { url: URL; type: string | null; fields: Record<string, unknown>; photos: string[] } | undefined;
    server.use(
      http.post(apiUrl('/api/feedback/send'), async ({ request }) => {
        const form = await request.formData();
        seen = {
          url: new URL(request.url),
          type: request.headers.get('content-type'),
          fields: { order_id: form.get('order_id'), rating: form.get('rating'), text: form.get('text') },
          photos: form.getAll('photos').map((photo) => (photo as File).name),
        };
        return HttpResponse.json({ success: true, id: '9' });
      }),
    );
    const { deps } = setup();
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'pack.png', { type: 'image/png' });
    await expect(
      sendFeedback(deps, { orderId: 1001, rating: 4, text: 'Дякую!', photos: [photo] }),
    ).resolves.toEqual({ success: true, id: '9' });
    expect(seen?.url.searchParams.get('shop')).toBe('ogo');
    expect(seen?.url.searchParams.get('token')).toBe('fb-1');
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.fields).toEqual({ order_id: '1001', rating: '4', text: 'Дякую!' });
    expect(seen?.photos).toEqual(['pack.png']);
  });
});

describe('checkPhotos', () => {
  const image = (name: string, size = 1000) => ({ name, size, type: 'image/jpeg' });
  it('allows up to 5 images of up to 5 MB each', () => {
    expect(checkPhotos([image('a'), image('b', 5 * 1024 * 1024)])).toBeNull();
    expect(checkPhotos(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => image(name)))).toMatch(/до 5 фото/);
    expect(checkPhotos([image('big.jpg', 5 * 1024 * 1024 + 1)])).toMatch(/big\.jpg/);
    expect(checkPhotos([{ name: 'doc.pdf', size: 10, type: 'application/pdf' }])).toMatch(/не фото/);
  });

  it('keeps the photos together under the backend’s 10 MB form limit', () => {
    const mb = 1024 * 1024;
    expect(checkPhotos([image('a', 4.5 * mb), image('b', 5 * mb)])).toBeNull();
    expect(checkPhotos([image('a', 5 * mb), image('b', 5 * mb)])).toMatch(/разом/);
  });
});
