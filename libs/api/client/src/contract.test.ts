import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { paths } from '@cx/api-contract';

// The contract must hold exactly the calls of product spec §7, at the method and path the spec
// prints, plus extensions that say so. This list is copied from the spec by hand on purpose: it
// is the check, not something derived from the file it checks.
const SPEC_OPERATIONS = [
  // Auth (/api/api-auth/)
  'POST /api/api-auth/test-login',
  'POST /api/api-auth/login-sms',
  'POST /api/api-auth/check-email',
  'POST /api/api-auth/registration',
  'POST /api/api-auth/reg-auth',
  'POST /api/api-auth/confirm-sms',
  'POST /api/api-auth/send-bot-stat',
  'POST /api/api-auth/logout',
  'POST /api/api-auth/token-clear',
  'POST /api/api-auth/check-token',
  'POST /api/api-auth/create-customer',
  'POST /api/api-auth/mlogin-glo',
  'GET /api/api-auth/get-ogo-token',
  // Shop (/api/api-shop/), all POST
  'POST /api/api-shop/get-product-by-id',
  'POST /api/api-shop/get-products-by-collection',
  'POST /api/api-shop/get-products-by-id',
  'POST /api/api-shop/create-order',
  'POST /api/api-shop/get-liqpay-link',
  'POST /api/api-shop/send-phone-call',
  'POST /api/api-shop/get-orders',
  'POST /api/api-shop/send-promocode',
  // User (/api/user/)
  'POST /api/user/get-user',
  'POST /api/user/get-metafields',
  'POST /api/user/create-metafields',
  'POST /api/user/update-tags',
  'POST /api/user/change-email',
  'POST /api/user/confirm-email',
  'GET /api/user/get-user-by-phone',
  'GET /api/user/get-velo-shopify-id',
  'GET /api/user/get-referrals',
  // Invite and content
  'POST /api/invite',
  'GET /api/invite/get-promo-code',
  'POST /api/invite/get-velo-mgm',
  'POST /api/content/get-page-by-id',
  // Certificates (/api/cert/), POST
  'POST /api/cert/get-auth',
  'POST /api/cert/regist',
  'POST /api/cert/get-cats',
  'POST /api/cert/get-partners-by-id',
  'POST /api/cert/create',
  'POST /api/cert/get-cert-list',
  'POST /api/cert/get-message',
  'POST /api/cert/pin/store',
  'POST /api/cert/pin/enter-sms',
  'POST /api/cert/pin/token',
  // Scan (/api/scan/)
  'POST /api/scan/get-scan-count',
  'POST /api/scan/save-manager',
  'POST /api/scan/get-history',
  'GET /api/scan/get-message',
  'GET /api/scan/get-scan-percent',
  'GET /api/scan/get-full-balance',
  // Feedback (/api/feedback/)
  'GET /api/feedback/get-auth',
  'POST /api/feedback/can-write-by-order',
  'POST /api/feedback/send',
  'POST /api/feedback/send-offline',
  'POST /api/feedback/get-offline-orders',
  'POST /api/feedback/import-orders-in-background',
  // Delivery (/api/ipost/), POST
  'POST /api/ipost/auth',
  'POST /api/ipost/city-available',
  'POST /api/ipost/send-address',
  // Common
  'POST /api/get-version',
  'POST /api/mlogin',
  'GET /api/get-devices',
  'GET /api/get-bonus-history',
  'GET /api/get-balance',
  // Analytics (/api/analytics/)
  'GET /api/analytics/get-bat-token',
  'POST /api/analytics/send-bat-event',
  'POST /api/analytics/auth-bat',
  'POST /api/analytics/esputnik-add-contact',
  'POST /api/analytics/esputnik-send-id',
  'POST /api/analytics/pwa-add-order-info',
] as const;

/** Spec group of each tag of a spec operation, and the operationId prefix it implies. */
const SPEC_TAGS = ['auth', 'shop', 'user', 'invite', 'content', 'cert', 'scan', 'feedback', 'delivery', 'common', 'analytics'];

/** Operations a signed-out visitor can call (API key only, or bearer optional). */
const PUBLIC_OPERATIONS = [
  'authTestLogin',
  'authLoginSms',
  'authCheckEmail',
  'authRegistration',
  'authRegAuth',
  'authConfirmSms',
  'authCreateCustomer',
  'authLogout',
  'commonGetVersion',
  'contentGetPageById',
  'contentListNews',
  'contentListFaq',
  'devGetSmsInbox',
  'devFulfilOrder',
  'handoffRedeem',
];
/** Opened by browser navigation: no header can be sent. */
const NO_SECURITY_OPERATIONS = ['paymentGetPage', 'paymentSubmit'];

interface Operation {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  description?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
  'x-extension'?: boolean;
}

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const contract = parse(read('../../contract/openapi.yaml')) as {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  security: Record<string, string[]>[];
  components: { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
};
const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
);
const specOps = operations.filter((op) => !op['x-extension']);
const extensions = operations.filter((op) => op['x-extension']);

describe('the contract', () => {
  it('holds exactly the 70 operations of spec §7 at their method and path', () => {
    expect(SPEC_OPERATIONS).toHaveLength(70);
    expect(new Set(SPEC_OPERATIONS).size).toBe(70);
    const found = specOps.map((op) => `${op.method} ${op.path}`).sort();
    expect(found).toEqual([...SPEC_OPERATIONS].sort());
  });

  it('gives every operation a unique camelCase operationId and exactly one tag', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      expect(op.operationId, `${op.method} ${op.path}`).toMatch(/^[a-z]+[A-Z][A-Za-z0-9]*$/);
      expect(op.tags, op.operationId).toHaveLength(1);
    }
  });

  it('tags spec operations by their spec group and prefixes their operationId with it', () => {
    for (const op of specOps) {
      const tag = op.tags[0] ?? '';
      expect(SPEC_TAGS, op.operationId).toContain(tag);
      expect(op.operationId.startsWith(tag), op.operationId).toBe(true);
    }
  });

  it('marks every extension and keeps it under /api/x/ (or the development helpers, /api/dev/, tagged dev) with a reason', () => {
    expect(extensions.length).toBeGreaterThan(0);
    for (const op of extensions) {
      const dev = op.path.startsWith('/api/dev/') && op.tags.length === 1 && op.tags[0] === 'dev';
      expect(dev || op.path.startsWith('/api/x/'), op.path).toBe(true);
      expect(op['x-extension']).toBe(true);
      expect(op.description ?? '', op.operationId).toMatch(/Extension/);
    }
    for (const op of specOps) expect(op.path.startsWith('/api/x/'), op.path).toBe(false);
  });

  it('requires the API key everywhere and the bearer token wherever a customer is needed', () => {
    expect(contract.security).toEqual([{ apiKey: [] }]);
    for (const op of operations) {
      const security = op.security ?? contract.security;
      if (NO_SECURITY_OPERATIONS.includes(op.operationId)) {
        expect(security, op.operationId).toEqual([]);
        continue;
      }
      for (const alternative of security) expect(Object.keys(alternative), op.operationId).toContain('apiKey');
      const bearerOptional = security.some((alternative) => !('bearerAuth' in alternative));
      expect(bearerOptional, op.operationId).toBe(PUBLIC_OPERATIONS.includes(op.operationId));
    }
  });

  it('answers every 4xx and 5xx with the one ApiError schema', () => {
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^[45]/.test(status)) continue;
        const resolved = response.$ref
          ? contract.components.responses[response.$ref.replace('#/components/responses/', '')]
          : response;
        expect(resolved?.content?.['application/json']?.schema?.$ref, `${op.operationId} ${status}`).toBe(
          '#/components/schemas/ApiError',
        );
      }
    }
  });

  it('takes an Idempotency-Key on create-order', () => {
    const createOrder = operations.find((op) => op.operationId === 'shopCreateOrder') as Operation & {
      parameters?: { $ref: string }[];
    };
    expect(createOrder.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
  });

  it('is documented: docs/contract.md names every operationId', () => {
    const docs = read('../../../../docs/contract.md');
    for (const op of operations) expect(docs, op.operationId).toContain(`\`${op.operationId}\``);
  });

  it('matches the generated types: the same paths, with an operation for each operationId', () => {
    const generated = read('../../contract/src/schema.gen.ts');
    const typedPaths = [...generated.matchAll(/^ {4}"(\/api\/[^"]+)": \{$/gm)].map((m) => m[1]);
    expect(typedPaths.sort()).toEqual(Object.keys(contract.paths).sort());
    for (const op of operations) expect(generated, op.operationId).toContain(`    ${op.operationId}: {`);
    // And at compile time: a path that disappears from the types breaks typecheck here.
    const sample: keyof paths = '/api/api-auth/confirm-sms';
    expect(typedPaths).toContain(sample);
  });
});
