import { describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '@cx/api-client/testing-server';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { unwrap } from '@cx/api-client';
import { apiErrors, apiUrl, createTestApiClient, mockApiError, mockOperation, mockStaleToken } from '@cx/api-client/testing';
import { STORAGE_FLAGS, STORAGE_KEYS, createMemoryStorage } from '@cx/shared-util-storage';
import {
  authenticateCert,
  dropCertToken,
  getCertSession,
  isCertUnauthenticated,
  readCertSession,
  withCertToken,
} from './cert-session';
import { certCategoriesQueryOptions, confirmCertPin, registerForCertificates } from './cert-queries';

const server = setupApiServer();

const SECOND = 1000;
const REGISTRATION_SECONDS = 259_200;

/** get-auth answering a new token each time, counting the calls and the dates sent. */
function getAuth(answer: { registered: boolean; pin_set: boolean } = { registered: true, pin_set: false }) {
  const calls: string[] = [];
  server.use(
    mockOperation('post', '/api/cert/get-auth', async ({ request }) => {
      const body = (await request.json()) as { date: string };
      calls.push(body.date);
      return { token: `cert-${calls.length}`, ...answer };
    }),
  );
  return calls;
}

function setup() {
  const storage = createMemoryStorage();
  const client = createTestApiClient({ token: 'bearer' });
  return { storage, ...client, deps: { api: client.api, storage } };
}

describe('the certificate registration flag (spec §9: 259200 s)', () => {
  it('is remembered for 259200 s after get-auth, then get-auth runs again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T21:30:00Z'));
    const calls = getAuth({ registered: true, pin_set: true });
    const { deps } = setup();

    await expect(getCertSession(deps)).resolves.toEqual({ token: 'cert-1', registered: true, pinSet: true });
    // 23:30 in Kyiv is already the 22nd there… and 21:30 UTC is 23:30 EET: the Kyiv day is sent.
    expect(calls).toEqual(['2026-11-22']);

    vi.advanceTimersByTime(REGISTRATION_SECONDS * SECOND - 1);
    await expect(getCertSession(deps)).resolves.toMatchObject({ token: 'cert-1' });
    expect(calls).toHaveLength(1);

    vi.advanceTimersByTime(1);
    expect(readCertSession(deps)).toBeNull();
    await expect(getCertSession(deps)).resolves.toMatchObject({ token: 'cert-2' });
    expect(calls).toHaveLength(2);
  });

  it('sends the Kyiv calendar day, not the UTC one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T22:30:00Z')); // 00:30 on the 23rd in Kyiv
    const calls = getAuth();
    await authenticateCert(setup().deps);
    expect(calls).toEqual(['2026-11-23']);
  });

  it('is not remembered while the customer is not registered', async () => {
    const calls = getAuth({ registered: false, pin_set: false });
    const { deps, storage } = setup();
    await expect(getCertSession(deps)).resolves.toMatchObject({ registered: false });
    expect(storage.getItem(STORAGE_FLAGS.certificateRegistration.key)).toBeNull();
    await getCertSession(deps);
    expect(calls).toHaveLength(2);
  });

  it('shares one get-auth between screens that ask at once', async () => {
    const calls = getAuth();
    const { deps } = setup();
    await Promise.all([authenticateCert(deps), authenticateCert(deps), getCertSession(deps)]);
    expect(calls).toHaveLength(1);
  });

  it('remembers a PIN once it is confirmed by SMS', async () => {
    getAuth({ registered: true, pin_set: false });
    server.use(mockOperation('post', '/api/cert/pin/enter-sms', { success: true }));
    const { deps } = setup();
    await getCertSession(deps);
    await confirmCertPin(deps, '1234');
    expect(readCertSession(deps)).toMatchObject({ pinSet: true });
  });
});

describe('spec §8 reactions', () => {
  it('cert_unauthenticated drops the certificate token, authenticates again and repeats the call once', async () => {
    const calls = getAuth();
    const getCats = mockStaleToken('/api/cert/get-cats', 'stale', apiErrors.certUnauthenticated, {
      categories: [{ id: 1, name: 'Електроніка' }],
    });
    server.use(getCats.handler);
    const { deps, storage, unauthorized } = setup();
    storage.setItem(STORAGE_KEYS.certificateToken, 'stale');

    const categories = await new QueryClient().fetchQuery(certCategoriesQueryOptions(deps));

    expect(categories).toEqual([{ id: 1, name: 'Електроніка' }]);
    expect(getCats.tokens).toEqual(['stale', 'cert-1']);
    expect(calls).toHaveLength(1);
    expect(storage.getItem(STORAGE_KEYS.certificateToken)).toBe('cert-1');
    // The session hears a plain 401 (not UNAUTHORIZED_IN_APP), so it does not log out.
    expect(unauthorized.map((reason) => reason.kind)).toEqual(['status-401']);
  });

  it('does not loop when the fresh token is refused too', async () => {
    getAuth();
    let asked = 0;
    server.use(
      http.post(apiUrl('/api/cert/get-cert-list'), () => {
        asked += 1;
        return HttpResponse.json(apiErrors.certUnauthenticated, { status: 401 });
      }),
    );
    const { deps } = setup();
    const failure = withCertToken(deps, (token) => unwrap(deps.api.POST('/api/cert/get-cert-list', { body: { token } })));
    await expect(failure).rejects.toSatisfy(isCertUnauthenticated);
    expect(asked).toBe(2);
  });

  it('UNAUTHORIZED_IN_APP is left to the session (forced logout) and not retried', async () => {
    const calls = getAuth();
    server.use(mockApiError('post', '/api/cert/get-cats', apiErrors.unauthorizedInApp));
    const { deps, unauthorized } = setup();
    const error = await new QueryClient({ defaultOptions: { queries: { retry: false } } })
      .fetchQuery(certCategoriesQueryOptions(deps))
      .catch((caught: unknown) => caught);
    expect(isCertUnauthenticated(error)).toBe(false);
    expect(unauthorized.map((reason) => reason.kind)).toEqual(['unauthorized-in-app']);
    expect(calls).toHaveLength(1);
  });

  it('dropping the token makes the next call authenticate', async () => {
    const calls = getAuth();
    const { deps, storage } = setup();
    await authenticateCert(deps);
    dropCertToken(storage);
    expect(readCertSession(deps)).toBeNull();
    await getCertSession(deps);
    expect(calls).toHaveLength(2);
  });
});

describe('registration (regist)', () => {
  it('registers, then asks get-auth for the state to remember', async () => {
    let registered = false;
    server.use(
      mockOperation('post', '/api/cert/get-auth', () => ({ token: 'cert', registered, pin_set: false })),
      mockOperation('post', '/api/cert/regist', async ({ request }) => {
        expect(await request.json()).toEqual({ email: 'a@b.ua', first_name: 'Олена', last_name: 'К', token: 'cert' });
        registered = true;
        return { success: true };
      }),
    );
    const { deps } = setup();
    const session = await registerForCertificates(deps, { email: 'a@b.ua', first_name: 'Олена', last_name: 'К' });
    expect(session).toMatchObject({ registered: true });
    expect(readCertSession(deps)).toMatchObject({ registered: true, pinSet: false });
  });

  it('treats "already registered" (409) as done', async () => {
    getAuth({ registered: true, pin_set: true });
    server.use(
      mockApiError('post', '/api/cert/regist', {
        message: 'Ти вже зареєстрований у сервісі сертифікатів',
        errorType: 'cert_registered',
        statusCode: 409,
      }),
    );
    const session = await registerForCertificates(setup().deps, { email: 'a@b.ua', first_name: 'О', last_name: 'К' });
    expect(session.registered).toBe(true);
  });
});
