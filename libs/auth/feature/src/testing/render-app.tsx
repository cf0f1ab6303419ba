import { vi } from 'vitest';
import type { BrandConfig } from '@cx/brand-contract';
import type { AppRouter, ScreenMap } from '@cx/shared-routing';
import { renderRoutes, testQueryClient } from '@cx/shared-routing/testing';
import {
  createSession,
  createSessionCalls,
  SessionProvider,
  type ApiClient,
  type Session,
} from '@cx/shared-session';
import { AuthScreen } from '../auth-screen';
import { Is18Screen } from '../is18-screen';
import { RegistrationScreen } from '../registration-screen';


type Answer = { status?: number; body: unknown; headers?: Record<string, string> };

function isApiErrorBody(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'message' in value && 'statusCode' in value;
}

/**
 * Stands in for the typed client (features do not import it): openapi-fetch's result shape,
 * `{ data }` or `{ error }` with the response, and a throw where the real client throws (no
 * connection; an error answer that is not an ApiError).
 */
function fakeApiClient(
  answer: (path: string, body: unknown, authorization: string | null) => Promise<Answer>,
  getToken: () => string | null,
): ApiClient {
  const call = async (path: string, init?: { body?: unknown }) => {
    const token = getToken();
    const { status = 200, body, headers } = await answer(path, init?.body, token ? `Bearer ${token}` : null);
    const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
    if (status < 400) return { data: body, response };
    if (!isApiErrorBody(body)) throw { message: 'INTERNAL', statusCode: status, error: true };
    return { error: body, response };
  };
  return { GET: call, POST: call, PUT: call, DELETE: call } as unknown as ApiClient;
}

export type Backend = Record<string, Answer | ((body: unknown) => Answer)>;

/** Just the brand fields the auth screens and the routes they meet read. */
export function testBrand(id: 'glo' | 'ogo'): BrandConfig {
  return {
    id,
    productKey: id,
    displayName: id === 'glo' ? 'glo' : "o'go",
    sister: { id: id === 'glo' ? 'ogo' : 'glo', displayName: '', origin: 'http://localhost:4202' },
    hiddenRoutes: [],
    features: {
      registrationEmailCheck: id === 'glo',
      ogoAuthApiToken: id === 'ogo',
      ageVerifiedMetafieldNamespace: id === 'glo' ? 'custom' : 'verification',
    },
  } as unknown as BrandConfig;
}

/**
 * The app's router at `path` with the real session over a backend stub that
 * answers by path (anything unlisted: 500). Only the auth screens and a stand-in home are bound.
 */
export function renderApp(path: string, brandId: 'glo' | 'ogo', backend: Backend) {
  const requests: { path: string; body: unknown; authorization: string | null }[] = [];
  const fetch = vi.fn(async (pathname: string, body: unknown, authorization: string | null) => {
    requests.push({ path: pathname, body, authorization });
    const entry = backend[pathname];
    const answer = typeof entry === 'function' ? entry(body) : (entry ?? { status: 500, body: { message: 'Помилка', statusCode: 500, error: true } });
    return answer;
  });

  const brand = testBrand(brandId);
  const queryClient = testQueryClient();
  // The client, the session and the router need each other, as in mountApp().
  const late: { session?: Session; router?: AppRouter } = {};
  const api = fakeApiClient(fetch, () => late.session?.getToken() ?? null);
  const session = createSession({
    calls: createSessionCalls(api, brand),
    queryClient,
    brand,
    onLoggedOut: async () => {
      await late.router?.navigate({ to: '/auth', replace: true });
    },
  });
  late.session = session;
  const screens: Partial<ScreenMap> = {
    '/_default/auth': async () => AuthScreen,
    '/_default/registration': async () => RegistrationScreen,
    '/_default/is18': async () => Is18Screen,
    '/_account/': async () => () => <h1>Головна</h1>,
  };
  const { router } = renderRoutes(path, {
    screens,
    brand,
    api,
    session,
    queryClient,
    wrap: (routes) => <SessionProvider session={session}>{routes}</SessionProvider>,
  });
  late.router = router;
  return { router, session, requests, paths: () => requests.map((r) => r.path), queryClient };
}
