// The msw server of a unit test that talks to the typed client. Import from
// '@cx/api-client/testing-server' in Node tests only: it registers Vitest hooks and loads msw/node,
// which neither stories nor the browser may load (the stories' '@cx/api-client/testing' stays free of both).
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setupServer, type SetupServerApi } from 'msw/node';

/**
 * An msw server for this test file: listening before the first test, refusing any request no
 * handler answers, and back to no handlers and real timers after each test.
 */
export function setupApiServer(): SetupServerApi {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}
