import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  unwrap,
  type ApiClient,
  type Customer,
  type Metafield,
  type MetafieldInput,
  type ProductKey,
} from '@cx/api-client';

import { CUSTOMER_STALE_MS, sessionKeys } from '@cx/shared-session';

export type { Customer, Metafield };

type Api = Pick<ApiClient, 'GET' | 'POST'>;

export const profileKeys = {
  all: ['profile'] as const,
  // The session's age check reads the same record under the same key: one get-user per load.
  customer: sessionKeys.customer,
  metafields: (product: ProductKey, shopifyId: number) =>
    [...profileKeys.all, 'metafields', product, shopifyId] as const,
};

/** The customer record in the brand shop (get-user). */
export function customerQueryOptions(api: Api, product: ProductKey, shopifyId: number) {
  return queryOptions({
    queryKey: profileKeys.customer(product, shopifyId),
    queryFn: async ({ signal }): Promise<Customer> => {
      const { customer } = await unwrap(api.POST('/api/user/get-user', { body: { id: shopifyId, product }, signal }));
      return customer;
    },
    staleTime: CUSTOMER_STALE_MS,
  });
}

/** Metafields of the record; a 401 UNAUTHORIZED_IN_APP here forces logout (spec §8, via the session). */
export function metafieldsQueryOptions(api: Api, product: ProductKey, shopifyId: number) {
  return queryOptions({
    queryKey: profileKeys.metafields(product, shopifyId),
    queryFn: async ({ signal }): Promise<Metafield[]> => {
      const { metafields } = await unwrap(
        api.POST('/api/user/get-metafields', { body: { shopifyId, product }, signal }),
      );
      return metafields;
    },
    staleTime: 60_000,
  });
}

export type MetafieldWrite = MetafieldInput;

/** create-metafields (create or replace), then the cached list holds the new value. */
export async function saveMetafield(
  api: Api,
  queryClient: QueryClient,
  product: ProductKey,
  shopifyId: number,
  field: MetafieldWrite,
): Promise<Metafield> {
  const { metafield } = await unwrap(
    api.POST('/api/user/create-metafields', { body: { ...field, shopifyId, product } }),
  );
  queryClient.setQueryData<Metafield[]>(profileKeys.metafields(product, shopifyId), (list) => [
    ...(list ?? []).filter((item) => !(item.namespace === metafield.namespace && item.key === metafield.key)),
    metafield,
  ]);
  return metafield;
}

export function findMetafield(
  metafields: readonly Metafield[] | undefined,
  namespace: string,
  key: string,
): Metafield | undefined {
  return metafields?.find((field) => field.namespace === namespace && field.key === key);
}

/** change-email: a code goes to the new address (o'go adds its own API token). */
export async function changeEmail(
  api: Api,
  input: { email: string; customerId: number; ogoAuthApiToken?: string },
): Promise<void> {
  await unwrap(
    api.POST('/api/user/change-email', {
      body: {
        email: input.email.trim(),
        customer_id: input.customerId,
        ...(input.ogoAuthApiToken ? { ogoAuthApiToken: input.ogoAuthApiToken } : {}),
      },
    }),
  );
}

/** confirm-email: the code from the message; the cached customer gets the new address. */
export async function confirmEmail(
  api: Api,
  queryClient: QueryClient,
  product: ProductKey,
  input: { code: string; ogoAuthApiToken?: string },
): Promise<Customer> {
  const { customer } = await unwrap(
    api.POST('/api/user/confirm-email', {
      body: { code: input.code, ...(input.ogoAuthApiToken ? { ogoAuthApiToken: input.ogoAuthApiToken } : {}) },
    }),
  );
  queryClient.setQueryData(profileKeys.customer(product, customer.id), customer);
  return customer;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** An error in Ukrainian, or null when the address can be sent. */
export function checkEmail(email: string, current?: string | null): string | null {
  const value = email.trim();
  if (!value) return 'Введи e-mail.';
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return 'Перевір e-mail: схоже, в ньому помилка.';
  if (current && value.toLowerCase() === current.toLowerCase()) return 'Це твій поточний e-mail.';
  return null;
}
