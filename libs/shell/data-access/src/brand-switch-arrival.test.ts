import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApiClient, demoSessionCustomer } from '@cx/api-client/testing';
import { arriveFromBrandSwitch, BRAND_SWITCH_FAILED } from './brand-switch-arrival';
import { getToasts, toast } from './toast-store';

const code = 'H'.repeat(43);

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(answer: () => Response) {
  const fetch = vi.fn(async (_request: Request) => answer());
  const { api } = createTestApiClient({ fetch });
  const session = { begin: vi.fn() };
  const queryClient = { clear: vi.fn() };
  localStorage.setItem(
    'flag:site-link',
    JSON.stringify({ value: 'https://x', expiresAt: Date.now() + 60_000 }),
  );
  return { fetch, api, session, queryClient };
}

afterEach(() => toast.clear());

describe('arriving from the brand switch', () => {
  it('redeems the code for this app’s session and starts afresh', async () => {
    const { fetch, api, session, queryClient } = setup(() =>
      json({
        error: false,
        token: 't'.repeat(40),
        expired_at: '2026-12-22T10:00:00.000Z',
        customer: demoSessionCustomer,
      }),
    );
    await expect(
      arriveFromBrandSwitch({ hash: `#code=${code}`, api, product: 'ogo', session, queryClient }),
    ).resolves.toBe(true);
    const request = fetch.mock.calls[0]?.[0];
    expect(request && new URL(request.url).pathname).toBe('/api/x/handoff/redeem');
    expect(await request?.json()).toEqual({ code, product: 'ogo' });
    expect(request?.headers.get('authorization')).toBeNull();
    expect(queryClient.clear).toHaveBeenCalledOnce();
    expect(localStorage.getItem('flag:site-link')).toBeNull();
    expect(session.begin).toHaveBeenCalledWith({
      token: 't'.repeat(40),
      expiresAt: Date.parse('2026-12-22T10:00:00.000Z'),
      customer: demoSessionCustomer,
    });
  });

  it('goes on without a session when the code was used or expired, and says so', async () => {
    const { api, session, queryClient } = setup(() =>
      json({ message: 'handoff_invalid', errorType: 'handoff_invalid', statusCode: 410 }, 410),
    );
    await expect(
      arriveFromBrandSwitch({ hash: `#code=${code}`, api, product: 'ogo', session, queryClient }),
    ).resolves.toBe(false);
    expect(session.begin).not.toHaveBeenCalled();
    expect(getToasts().map((item) => item.message)).toEqual([BRAND_SWITCH_FAILED]);
  });

  it('asks nothing without a well-formed code', async () => {
    const { fetch, api, session, queryClient } = setup(() => json({}));
    await expect(
      arriveFromBrandSwitch({ hash: '#code=oops', api, product: 'glo', session, queryClient }),
    ).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(getToasts()).toEqual([]);
  });
});
