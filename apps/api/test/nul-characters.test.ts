import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PHONE, makeTestApp } from './harness.ts';

/**
 * U+0000 in any text of a request is a 400 on both storage engines: PostgreSQL cannot store it
 * (the contract fuzzer's 500 on POST /api/x/marathon/quiz/answers), and no field means it.
 */
describe('NUL characters in a request', () => {
  const t = makeTestApp();
  afterAll(() => t.close());

  it('in a JSON body field → 400 validation naming the field', async () => {
    const res = await t.call('POST', '/api/api-auth/login-sms', { body: { phone: `${DEMO_PHONE}\u0000`, product: 'glo' } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ errorType: 'validation' });
    expect(res.json.details).toContainEqual(expect.objectContaining({ path: expect.stringMatching(/^\/body/) }));
  });

  it('in a JSON object key → 400', async () => {
    const res = await t.call('POST', '/api/api-auth/login-sms', { raw: `{"phone":"${DEMO_PHONE}","product":"glo","\\u0000":1}`, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });

  it('in a query parameter → 400', async () => {
    const res = await t.call('GET', '/api/dev/sms-inbox', { query: { phone: `${DEMO_PHONE}\u0000` } });
    expect(res.status).toBe(400);
    expect(res.json.details).toContainEqual(expect.objectContaining({ path: '/query/phone' }));
  });

  it('the quiz answer the fuzzer found → 400, not 500', async () => {
    const res = await t.call('POST', '/api/x/marathon/quiz/answers', {
      body: { product: 'glo', marathon_id: 'm\u0000', answers: [{ question_id: 'q', option_ids: ['o'] }] },
    });
    expect(res.status).toBe(400);
    expect(t.mismatches).toEqual([]);
  });
});
