import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContract } from '../src/app.ts';
import type { Operation } from '../src/contract/contract.ts';
import { API_KEY, makeTestApp, TEST_PHONES, testLogin, type CallOptions, type TestApp } from './harness.ts';
import { arbitraryOf } from './schema-arbitrary.ts';

/**
 * A contract fuzzer (fast-check over openapi.yaml; schemathesis needs PyPI, which this project
 * does not reach): for every operation, requests made from its schemas — valid ones, ones with a
 * field replaced by any JSON, whole random bodies, wrong or missing credentials — against the app.
 * Every answer must be below 500, match the contract (status and body), and carry nosniff and,
 * when JSON, Cache-Control: no-store. FUZZ_RUNS sets the requests per operation (docs/contract.md).
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 12);
const SEED = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : undefined;

const contract = defaultContract();
let t: TestApp;
let token: string;
const figures = { requests: 0, byStatus: new Map<number, number>() };
const problems: string[] = [];

beforeAll(async () => {
  t = makeTestApp({ env: { API_SCAN_MAX_PER_MINUTE: '100000', API_SCAN_MAX_UPLOADS_PER_MINUTE: '100000', API_HANDOFF_MAX_PER_MINUTE: '100000' } });
  token = (await testLogin(t, TEST_PHONES[0] as string)).token;
});

afterAll(async () => {
  const statuses = [...figures.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(`contract fuzz: ${figures.requests} requests over ${contract.operations.length} operations (${RUNS} each); statuses ${statuses}; problems ${problems.length}`);
  await t.close();
});

const schemaOf = (pointer: string) => ({ $ref: pointer.startsWith('#') ? pointer : `#${pointer}` });

type Variant = 'valid' | 'field' | 'random' | 'no-key' | 'no-token';

/** One request of an operation: its path, query and headers from their schemas, and a body. */
function requestOf(op: Operation): fc.Arbitrary<{ path: string; opts: CallOptions; variant: Variant }> {
  const ofParams = (where: 'path' | 'query' | 'header') =>
    fc.record(
      Object.fromEntries(op.params.filter((p) => p.in === where).map((p) => [p.name, arbitraryOf(contract, schemaOf(p.pointer)).map(String)])),
      { requiredKeys: op.params.filter((p) => p.in === where && p.required).map((p) => p.name) },
    );
  const jsonPtr = op.body?.media['application/json'];
  const validBody = jsonPtr ? arbitraryOf(contract, schemaOf(jsonPtr)) : fc.constant(undefined);
  const variant = fc.constantFrom<Variant>('valid', 'valid', 'field', 'field', 'random', 'no-key', 'no-token');
  return fc.record({ path: ofParams('path'), query: ofParams('query'), headers: ofParams('header'), body: validBody, variant, junk: fc.jsonValue({ maxDepth: 3 }) }).chain((r) =>
    fc.constant({
      path: op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String((r.path as Record<string, string>)[name] ?? 'x'))),
      variant: r.variant,
      opts: {
        query: r.query as Record<string, string>,
        headers: r.headers as Record<string, string>,
        token: r.variant === 'no-token' ? null : token,
        apiKey: r.variant === 'no-key' ? null : API_KEY,
        ...(jsonPtr ? { raw: JSON.stringify(mutate(r.body, r.variant, r.junk)) ?? 'null' } : {}),
      },
    }),
  );
}

function mutate(body: unknown, variant: Variant, junk: unknown): unknown {
  if (variant === 'random') return junk;
  if (variant !== 'field' || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const keys = Object.keys(body);
  if (keys.length === 0) return { extra: junk };
  return { ...body, [keys[JSON.stringify(junk).length % keys.length] as string]: junk };
}

describe('contract fuzzer', () => {
  it('every operation: no 5xx, no answer off the contract, the answer headers everywhere', async () => {
    for (const op of contract.operations) {
      await fc.assert(
        fc.asyncProperty(requestOf(op), async ({ path, opts }) => {
          // A token the fuzz revoked (logout, token-clear) is replaced, so later operations are reached.
          if ((await t.call('POST', '/api/api-auth/check-token', { token })).status === 401) token = (await testLogin(t, TEST_PHONES[0] as string)).token;
          if (opts.token) opts.token = token;
          const res = await t.call(op.method.toUpperCase(), path, opts);
          figures.requests++;
          figures.byStatus.set(res.status, (figures.byStatus.get(res.status) ?? 0) + 1);
          const where = `${op.key} ${res.status} ${path} ${String(opts.raw ?? '').slice(0, 200)}`;
          if (res.status >= 500) problems.push(`5xx: ${where} ${res.text.slice(0, 200)}`);
          if (res.headers.get('x-content-type-options') !== 'nosniff') problems.push(`no nosniff: ${where}`);
          if (res.contentType.includes('json')) {
            if (res.headers.get('cache-control') !== 'no-store') problems.push(`no no-store: ${where}`);
            const issues = contract.validateResponse(op, res.status, 'application/json', res.json);
            if (issues) problems.push(`off contract: ${where} ${JSON.stringify(issues).slice(0, 300)}`);
          }
          return true;
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(t.mismatches).toEqual([]);
    // A few milliseconds a request here; generous for a busy machine and a long FUZZ_RUNS.
  }, 60_000 + RUNS * contract.operations.length * 40);
});
