import { describe, expect, it } from 'vitest';
import { setupApiServer } from '@cx/api-client/testing-server';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { apiUrl, createTestApiClient, mockOperation } from '@cx/api-client/testing';
import { bonusKeys } from '@cx/bonuses-data-access';
import { createMemoryStorage } from '@cx/shared-util-storage';
import { MULTI_SCAN_MAX_BASE64, uploadMultiScan } from './scan-calls';
import { createScanSync } from './scan-sync';

const server = setupApiServer();

function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  const win = {
    navigator: { onLine: true },
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    setInterval: () => 1,
    clearInterval: () => undefined,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
  };
  return win;
}

describe('scan sync', () => {
  it('credits a scan online and shows the new balance everywhere', async () => {
    const keys: (string | null)[] = [];
    server.use(
      mockOperation('post', '/api/x/scan/code', async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        const body = (await request.json()) as { code: string; source: 'camera' };
        return {
          scan: { uuid: '00000000-0000-4000-8000-000000000001', code: body.code, status: 'accepted' as const, coins: 10, source: body.source, created_at: new Date().toISOString(), image: null },
          credited: 10,
          balance: 110,
        };
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const queryClient = new QueryClient();
    queryClient.setQueryData(bonusKeys.balance('glo'), 100);
    const sync = createScanSync({ api, product: 'glo', queryClient, storage: createMemoryStorage(), window: fakeWindow() as never });

    const report = await sync.scan({ code: 'GLOTEST00014', source: 'camera' });
    expect(report.kind).toBe('credited');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^scan-/);
    expect(queryClient.getQueryData(bonusKeys.balance('glo'))).toBe(110);
    expect(sync.queue.list()).toEqual([]);
  });

  it('queues a scan made offline and sends it when the connection is back', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/api/x/scan/code'), () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const win = fakeWindow();
    win.navigator.onLine = false;
    const sync = createScanSync({ api, product: 'glo', queryClient: new QueryClient(), storage: createMemoryStorage(), window: win as never });
    const stop = sync.start();

    expect((await sync.scan({ code: 'GLOTEST00014', source: 'manual' })).kind).toBe('queued');
    expect(calls).toBe(0);

    server.use(
      mockOperation('post', '/api/x/scan/code', () => {
        calls += 1;
        return {
          scan: { uuid: '00000000-0000-4000-8000-000000000002', code: 'GLOTEST00014', status: 'accepted' as const, coins: 10, source: 'manual' as const, created_at: new Date().toISOString(), image: null },
          credited: 10,
          balance: 10,
        };
      }),
    );
    win.navigator.onLine = true;
    win.fire('online');
    await expect.poll(() => sync.queue.list().length).toBe(0);
    expect(calls).toBe(1);
    stop();
  });

  it('tries again soon when the first sync after reconnecting still fails', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/api/x/scan/code'), () => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        return HttpResponse.json({
          scan: { uuid: '00000000-0000-4000-8000-000000000003', code: 'GLOTEST00014', status: 'accepted', coins: 10, source: 'manual', created_at: new Date().toISOString(), image: null },
          credited: 10,
          balance: 10,
        });
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const win = fakeWindow();
    win.navigator.onLine = false;
    const sync = createScanSync({ api, product: 'glo', queryClient: new QueryClient(), storage: createMemoryStorage(), window: win as never });
    const stop = sync.start();
    await sync.scan({ code: 'GLOTEST00014', source: 'manual' });
    win.navigator.onLine = true;
    win.fire('online');
    await expect.poll(() => sync.queue.list().length, { timeout: 3_000 }).toBe(0);
    expect(calls).toBe(2);
    stop();
  });

  it('does not keep the customer waiting on a hanging network: the scan shows as queued and stays', async () => {
    server.use(http.post(apiUrl('/api/x/scan/code'), () => new Promise<never>(() => undefined)));
    const { api } = createTestApiClient({ token: 't', timeoutMs: 60_000 });
    const sync = createScanSync({ api, product: 'glo', queryClient: new QueryClient(), storage: createMemoryStorage(), window: fakeWindow() as never });
    const report = await sync.scan({ code: 'GLOTEST00014', source: 'camera' }, { maxWaitMs: 50 });
    expect(report.kind).toBe('queued');
    expect(sync.queue.list()).toHaveLength(1);
  });

  it('refuses a multi-scan photo over the contract limit before sending it', async () => {
    const { api } = createTestApiClient({ token: 't' });
    await expect(
      uploadMultiScan(api, { image: 'A'.repeat(MULTI_SCAN_MAX_BASE64 + 4), mime: 'image/jpeg', product: 'glo' }),
    ).rejects.toThrow(RangeError);
  });
});
