import { describe, expect, it } from 'vitest';
import { defaultContract } from '../src/app.ts';
import { makeTestApp, TEST_PHONES, testLogin } from './harness.ts';

const contract = defaultContract();
const ID_SCHEMAS = ['ShopifyId', 'ProductId', 'VariantId', 'OrderId'];

describe('the contract says what the server does', () => {
  it('every operation behind the API key documents its 403 (order-attempts left it out)', () => {
    const missing = contract.operations.filter((op) => op.requiresApiKey && !op.responses['403']).map((op) => op.key);
    expect(missing).toEqual([]);
  });

  it('int64 ids end where the server stops taking numbers: 2^53 − 1', async () => {
    for (const name of ID_SCHEMAS) {
      expect(contract.schemaAt(`/components/schemas/${name}`), name).toMatchObject({ format: 'int64', maximum: Number.MAX_SAFE_INTEGER });
    }
    const t = makeTestApp();
    const s = await testLogin(t, TEST_PHONES[0] as string);
    // Both sides of the limit: the largest id the contract allows is a plain "not yours" 403, one above it a 400.
    const atLimit = await t.call('POST', '/api/user/get-user', { token: s.token, raw: `{"id":${Number.MAX_SAFE_INTEGER},"product":"glo"}` });
    expect(atLimit.status).toBe(403);
    const above = await t.call('POST', '/api/user/get-user', { token: s.token, raw: '{"id":9007199254740993,"product":"glo"}' });
    expect(above.status).toBe(400);
    expect(above.json.errorType).toBe('validation');
    await t.close();
  });
});
