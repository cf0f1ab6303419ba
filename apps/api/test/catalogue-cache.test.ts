import { afterEach, describe, expect, it } from 'vitest';
import { makeTestApp, testLogin, TEST_PHONES, type TestApp } from './harness.ts';

const [PHONE = ''] = TEST_PHONES;

const LIST = '/api/api-shop/get-products-by-collection';

describe('catalogue answers: cached, with an ETag', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers the same list again from the cache with the same ETag, and 304 for If-None-Match', async () => {
    t = makeTestApp();
    const { token } = await testLogin(t, PHONE);
    const body = { collectionId: 'sticks', product: 'glo' };
    const first = await t.call('POST', LIST, { token, body });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const second = await t.call('POST', LIST, { token, body });
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.json).toEqual(first.json);
    const unchanged = await t.call('POST', LIST, { token, body, headers: { 'If-None-Match': etag ?? '' } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    const other = await t.call('POST', LIST, { token, body: { collectionId: 'sticks', product: 'glo', bonus: true } });
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('never serves a cached answer to a request the operation refuses', async () => {
    t = makeTestApp();
    const { token } = await testLogin(t, PHONE);
    const body = { collectionId: 'sticks', product: 'glo' };
    const first = await t.call('POST', LIST, { token, body });
    const etag = first.headers.get('etag') ?? '';
    // A wrong or missing API key is refused as before, cache or not, and learns no tag.
    for (const apiKey of ['wrong-key', null]) {
      const refused = await t.call('POST', LIST, { token, body, apiKey, headers: { 'If-None-Match': etag } });
      expect(refused.status, String(apiKey)).toBe(403);
      expect(refused.headers.get('etag')).toBeNull();
    }
  });

  it('keeps no refusal: a list of the other brand is 404 each time', async () => {
    t = makeTestApp();
    const { token } = await testLogin(t, PHONE);
    for (let i = 0; i < 2; i++) {
      const res = await t.call('POST', LIST, { token, body: { collectionId: 'sticks', product: 'ogo' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('etag')).toBeNull();
    }
  });
});
