import { describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '@cx/api-client/testing-server';
import { QueryClient } from '@tanstack/react-query';
import {
  apiErrors,
  createTestApiClient,
  demoCustomer,
  kyiv,
  kyivBranch,
  mockApiError,
  mockOperation,
  mockRecording,
} from '@cx/api-client/testing';
import { STORAGE_FLAGS, STORAGE_KEYS, createMemoryStorage } from '@cx/shared-util-storage';
import {
  deliveryAddressQueryOptions,
  formatDeliveryAddress,
  saveDeliveryAddress,
  validateCourier,
  type DeliveryAddress,
} from './delivery-address';
import { changeEmail, checkEmail, confirmEmail, metafieldsQueryOptions, profileKeys, saveMetafield } from './profile-queries';
import { ensureVeloId } from './velo-id';
import { ageOn, checkBirthDate, readVerificationRequest, VERIFICATION_REQUEST } from './verification';

const server = setupApiServer();

// The refs an address keeps, written out: the directory (and its cityRef) is delivery's.
const kyivRef = { city_id: kyiv.city_id, label: kyiv.label, province: kyiv.province };
const branchAddress: DeliveryAddress = {
  type: 1,
  city: kyivRef,
  branch: { id: kyivBranch.id, label: kyivBranch.label, meta: { number: kyivBranch.meta.number } },
};

describe('the profile delivery address (read by checkout)', () => {
  it('is saved for the brand and every reader of the query sees it at once', async () => {
    const saved: unknown[] = [];
    server.use(mockRecording(saved, 'put', '/api/x/profile/delivery-address', { address: branchAddress }));
    const { api } = createTestApiClient({ token: 't' });
    const client = new QueryClient();
    await saveDeliveryAddress(api, client, 'ogo', branchAddress);
    expect(saved).toEqual([{ product: 'ogo', address: branchAddress }]);
    // What checkout reads, without another request.
    expect(client.getQueryData(deliveryAddressQueryOptions(api, 'ogo').queryKey)).toEqual(branchAddress);
  });

  it('reads null when nothing is saved', async () => {
    let product: string | null = null;
    server.use(
      mockOperation('get', '/api/x/profile/delivery-address', ({ request }) => {
        product = new URL(request.url).searchParams.get('product');
        return { address: null };
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    await expect(new QueryClient().fetchQuery(deliveryAddressQueryOptions(api, 'glo'))).resolves.toBeNull();
    expect(product).toBe('glo');
  });

  it('reads as one line', () => {
    expect(formatDeliveryAddress(branchAddress)).toBe(`${kyiv.label}, ${kyivBranch.label}`);
    expect(
      formatDeliveryAddress({ type: 2, city: kyivRef, street: 'вул. Хрещатик', house: '22', flat: '5' }),
    ).toBe(`${kyiv.label}, вул. Хрещатик, 22, кв. 5`);
  });

  it('validates the courier fields', () => {
    expect(validateCourier({ street: 'вул. Січових Стрільців', house: '1', flat: '' }, true)).toEqual({});
    expect(validateCourier({ street: ' ', house: '', flat: 'x'.repeat(21) }, false)).toEqual({
      city: 'Обери місто.',
      street: 'Вкажи вулицю.',
      house: 'Вкажи номер будинку.',
      flat: 'Номер квартири задовгий (до 20 символів).',
    });
  });
});

describe('metafields and e-mail', () => {
  it('replaces a metafield in the cached list', async () => {
    const field = { namespace: 'verification', key: 'birth_date', value: '1990-01-01', type: 'date' as const };
    server.use(mockOperation('post', '/api/user/create-metafields', { metafield: { id: 2, ...field } }));
    const { api } = createTestApiClient({ token: 't' });
    const client = new QueryClient();
    client.setQueryData(profileKeys.metafields('glo', 1), [{ id: 1, ...field, value: '1980-01-01' }]);
    await saveMetafield(api, client, 'glo', 1, field);
    expect(client.getQueryData(profileKeys.metafields('glo', 1))).toEqual([{ id: 2, ...field }]);
  });

  it('UNAUTHORIZED_IN_APP on metafields reaches the session (forced logout)', async () => {
    server.use(mockApiError('post', '/api/user/get-metafields', apiErrors.unauthorizedInApp));
    const { api, unauthorized } = createTestApiClient({ token: 't' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(metafieldsQueryOptions(api, 'glo', 1))).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toMatchObject([{ kind: 'unauthorized-in-app', path: '/api/user/get-metafields' }]);
  });

  it('changes the e-mail with o’go’s token only when there is one, then confirms it', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockRecording(bodies, 'post', '/api/user/change-email', { success: true }),
      mockRecording(bodies, 'post', '/api/user/confirm-email', { customer: { ...demoCustomer, email: 'new@example.com' } }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const client = new QueryClient();
    await changeEmail(api, { email: ' new@example.com ', customerId: demoCustomer.id });
    await changeEmail(api, { email: 'new@example.com', customerId: demoCustomer.id, ogoAuthApiToken: 'ogo' });
    const customer = await confirmEmail(api, client, 'glo', { code: '1234' });
    expect(bodies).toEqual([
      { email: 'new@example.com', customer_id: demoCustomer.id },
      { email: 'new@example.com', customer_id: demoCustomer.id, ogoAuthApiToken: 'ogo' },
      { code: '1234' },
    ]);
    expect(client.getQueryData(profileKeys.customer('glo', demoCustomer.id))).toEqual(customer);
  });

  it('checks an e-mail before sending it', () => {
    expect(checkEmail('')).toBe('Введи e-mail.');
    expect(checkEmail('olena@')).toMatch(/помилка/);
    expect(checkEmail('Olena@Example.com', 'olena@example.com')).toMatch(/поточний/);
    expect(checkEmail('olena@example.com.ua')).toBeNull();
  });
});

describe('the velo id flag (spec §9: 259200 s)', () => {
  it('asks get-velo-shopify-id at most once per 259200 s and keeps the id with the customer ids', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let asked = 0;
    server.use(mockOperation('get', '/api/user/get-velo-shopify-id', () => ({ veloId: 7300000000000 + ++asked })));
    const { api } = createTestApiClient({ token: 't' });
    const storage = createMemoryStorage();
    const deps = { api, storage };

    await expect(ensureVeloId(deps)).resolves.toBe(7300000000001);
    expect(storage.getItem(STORAGE_KEYS.veloId)).toBe('7300000000001');
    vi.advanceTimersByTime(259_200_000 - 1);
    await expect(ensureVeloId(deps)).resolves.toBe(7300000000001);
    expect(asked).toBe(1);
    vi.advanceTimersByTime(1);
    await expect(ensureVeloId(deps)).resolves.toBe(7300000000002);
    expect(asked).toBe(2);
  });

  it('remembers "no velo id" too, and asks again after a failure', async () => {
    const { api } = createTestApiClient({ token: 't' });
    const storage = createMemoryStorage({ [STORAGE_KEYS.veloId]: '1' });
    server.use(mockApiError('get', '/api/user/get-velo-shopify-id', apiErrors.internal));
    await expect(ensureVeloId({ api, storage })).rejects.toBeDefined();
    expect(storage.getItem(STORAGE_FLAGS.veloId.key)).toBeNull();

    server.use(mockOperation('get', '/api/user/get-velo-shopify-id', { veloId: null }));
    await expect(ensureVeloId({ api, storage })).resolves.toBeNull();
    expect(storage.getItem(STORAGE_KEYS.veloId)).toBeNull();
    await expect(ensureVeloId({ api, storage })).resolves.toBeNull();
  });
});

describe('verification by another way', () => {
  it('counts whole years in the Kyiv calendar', () => {
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
  });

  it('takes only a real date of an adult', () => {
    expect(checkBirthDate('', '2026-11-22')).toMatch(/Вкажи/);
    expect(checkBirthDate('1990-02-30', '2026-11-22')).toMatch(/не існує/);
    expect(checkBirthDate('2010-01-01', '2026-11-22')).toMatch(/18 років/);
    expect(checkBirthDate('2027-01-01', '2026-11-22')).toMatch(/майбутньому/);
    expect(checkBirthDate('1990-01-01', '2026-11-22')).toBeNull();
  });

  it('reads a pending request back from the metafields', () => {
    const request = { method: 'document', birthDate: '1990-01-01', requestedAt: '2026-11-22T10:00:00Z' };
    const field = {
      namespace: VERIFICATION_REQUEST.namespace,
      key: VERIFICATION_REQUEST.requestKey,
      value: JSON.stringify(request),
      type: 'json' as const,
    };
    expect(readVerificationRequest([field])).toEqual(request);
    expect(readVerificationRequest([{ ...field, value: '{' }])).toBeNull();
    expect(readVerificationRequest([])).toBeNull();
  });
});
