import { afterEach, describe, expect, it, vi } from 'vitest';
import { IPOST_RETRY_MS, isIpostAvailable, sendIpostAddress, type DeliveryApi } from './ipost';

const ok = (data: unknown) => ({ data, error: undefined, response: new Response('{}', { status: 200 }) });
const fail = (status = 500) => ({
  data: undefined,
  error: { message: 'x', statusCode: status, error: true },
  response: new Response('{}', { status }),
});

function fakeApi(answers: Record<string, Array<ReturnType<typeof ok> | ReturnType<typeof fail>>>) {
  const calls: string[] = [];
  const POST = vi.fn(async (path: string) => {
    calls.push(path);
    if (path === '/api/ipost/auth') return ok({ token: 't', expired_at: '2030-01-01T00:00:00Z' });
    const queue = answers[path] ?? [];
    return queue.shift() ?? fail();
  });
  return { api: { POST } as unknown as DeliveryApi, calls };
}

const shipment = { cityId: 'kyiv', street: 'Х', flat: '', day: '2026-11-23', timeFrom: '10:00', timeTo: '12:00', orderId: 1, comment: '' };

afterEach(() => vi.useRealTimers());

describe('IPOST', () => {
  it('a failed availability check counts as unavailable', async () => {
    expect(await isIpostAvailable(fakeApi({ '/api/ipost/city-available': [ok({ available: true })] }).api, 'kyiv')).toBe(true);
    expect(await isIpostAvailable(fakeApi({ '/api/ipost/city-available': [ok({ available: false })] }).api, 'odesa')).toBe(false);
    expect(await isIpostAvailable(fakeApi({ '/api/ipost/city-available': [fail()] }).api, 'kyiv')).toBe(false);
  });

  it('retries the address once after 1 s, then gives up', async () => {
    vi.useFakeTimers();
    const { api, calls } = fakeApi({ '/api/ipost/send-address': [fail(), fail()] });
    const result = sendIpostAddress(api, shipment);
    await vi.advanceTimersByTimeAsync(IPOST_RETRY_MS - 1);
    expect(calls.filter((c) => c.endsWith('send-address'))).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(false);
    expect(calls.filter((c) => c.endsWith('send-address'))).toHaveLength(2);
  });

  it('a retry that works is a success', async () => {
    vi.useFakeTimers();
    const { api } = fakeApi({ '/api/ipost/send-address': [fail(), ok({ success: true, id: 's1' })] });
    const result = sendIpostAddress(api, shipment);
    await vi.advanceTimersByTimeAsync(IPOST_RETRY_MS);
    expect(await result).toBe(true);
  });
});
