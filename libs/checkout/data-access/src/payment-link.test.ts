import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@cx/api-client';
import { PAYMENT_LINK_INTERVAL_MS, requestPaymentLink } from './payment-link';

afterEach(() => vi.useRealTimers());

describe('requestPaymentLink', () => {
  it('returns the link at once', async () => {
    await expect(requestPaymentLink(async () => ({ success: true, link: 'http://localhost:3000/api/x/pay/1' }))).resolves.toEqual({
      kind: 'link',
      url: 'http://localhost:3000/api/x/pay/1',
    });
  });

  it('success without a link: asks again every 2 s, at most 5 times, then gives up', async () => {
    vi.useFakeTimers();
    const fetchLink = vi.fn(async () => ({ success: true, link: null }));
    const outcome = requestPaymentLink(fetchLink);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLink).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAYMENT_LINK_INTERVAL_MS - 1);
    expect(fetchLink).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLink).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(PAYMENT_LINK_INTERVAL_MS * 10);
    expect(fetchLink).toHaveBeenCalledTimes(6);
    await expect(outcome).resolves.toEqual({ kind: 'not-ready' });
  });

  it('a link after some retries is used', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const outcome = requestPaymentLink(async () => (++calls < 3 ? { success: true, link: null } : { success: true, link: 'http://x.test/p' }));
    await vi.advanceTimersByTimeAsync(PAYMENT_LINK_INTERVAL_MS * 2);
    await expect(outcome).resolves.toEqual({ kind: 'link', url: 'http://x.test/p' });
  });

  it('success: false or an error is a failure, without retries', async () => {
    const fetchLink = vi.fn(async () => ({ success: false, link: null }));
    await expect(requestPaymentLink(fetchLink)).resolves.toEqual({ kind: 'failed' });
    expect(fetchLink).toHaveBeenCalledTimes(1);
    await expect(requestPaymentLink(async () => Promise.reject(new Error('offline')))).resolves.toEqual({ kind: 'failed' });
  });

  it('a 5xx or no answer is asked again within the same 5 × 2 s budget, then fails', async () => {
    vi.useFakeTimers();
    const fetchLink = vi.fn(async () => Promise.reject(new ApiClientError({ kind: 'http', status: 500 })));
    const outcome = requestPaymentLink(fetchLink);
    await vi.advanceTimersByTimeAsync(PAYMENT_LINK_INTERVAL_MS * 10);
    expect(fetchLink).toHaveBeenCalledTimes(6);
    await expect(outcome).resolves.toEqual({ kind: 'failed' });
    let calls = 0;
    const recovered = requestPaymentLink(async () => {
      calls += 1;
      if (calls === 1) throw new ApiClientError({ kind: 'network' });
      if (calls === 2) throw new ApiClientError({ kind: 'http', status: 503 });
      return { success: true, link: 'http://x.test/p' };
    });
    await vi.advanceTimersByTimeAsync(PAYMENT_LINK_INTERVAL_MS * 2);
    await expect(recovered).resolves.toEqual({ kind: 'link', url: 'http://x.test/p' });
  });

  it('a refusal (4xx) fails at once', async () => {
    const fetchLink = vi.fn(async () => Promise.reject(new ApiClientError({ kind: 'http', status: 409 })));
    await expect(requestPaymentLink(fetchLink)).resolves.toEqual({ kind: 'failed' });
    expect(fetchLink).toHaveBeenCalledTimes(1);
  });
});
