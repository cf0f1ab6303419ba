import { describe, expect, it, vi } from 'vitest';
import { createTestApiClient } from '@cx/api-client/testing';
import { createHandoff, fetchSiteLink, redeemHandoff } from './shell-api';

function firstRequest(fetch: { mock: { calls: [Request][] } }): Request {
  const [call] = fetch.mock.calls;
  if (!call) throw new Error('no request was made');
  return call[0];
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('shell calls', () => {
  it('asks mlogin for the brand’s full-site link', async () => {
    const fetch = vi.fn(async (_request: Request) =>
      json({ url: 'https://www.glo.example/sso?t=1', expires_in: 300 }),
    );
    const { api } = createTestApiClient({ token: 'bearer', fetch });
    await expect(fetchSiteLink(api, 'glo')).resolves.toEqual({
      url: 'https://www.glo.example/sso?t=1',
      expiresIn: 300,
    });
    const request = firstRequest(fetch);
    expect(new URL(request.url).pathname).toBe('/api/mlogin');
    expect(await request.json()).toEqual({ product: 'glo' });
    expect(request.headers.get('authorization')).toBe('Bearer bearer');
  });

  it('creates a handoff for the sister app', async () => {
    const code = 'c'.repeat(43);
    const fetch = vi.fn(async (_request: Request) =>
      json({ code, target: 'ogo', expires_at: '2026-11-22T10:01:00Z' }),
    );
    const { api } = createTestApiClient({ token: 'bearer', fetch });
    await expect(createHandoff(api, 'ogo')).resolves.toBe(code);
    expect(await firstRequest(fetch).json()).toEqual({ target: 'ogo' });
  });

  it('fails on a used or expired code', async () => {
    const fetch = vi.fn(async () =>
      json({ message: 'handoff_invalid', errorType: 'handoff_invalid', statusCode: 410 }, 410),
    );
    const { api } = createTestApiClient({ fetch });
    await expect(redeemHandoff(api, 'c'.repeat(43), 'ogo')).rejects.toMatchObject({ status: 410 });
  });
});
