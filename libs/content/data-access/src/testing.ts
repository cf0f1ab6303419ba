// Test helpers for the content, marathon, subscription and home screens (tests and stories only;
// the production entry never imports this file). Features may not import @cx/api-client, so the
// fake backend client is offered here.
import { createTestApiClient } from '@cx/api-client/testing';
import type { ApiClient } from '@cx/api-client';

/** An api client whose every call goes to `fetch` (a fake backend), with a bearer token. */
export function createFakeApi(fetch: (request: Request) => Promise<Response>, token: string | null = 'test-token'): ApiClient {
  return createTestApiClient({ fetch, token }).api;
}

/** A JSON response, as the backend sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
