import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient, type DeliveryAddress, type ProductKey } from '@cx/api-client';

export type { DeliveryAddress };

export type BranchAddress = Extract<DeliveryAddress, { type: 1 }>;
export type CourierAddress = Extract<DeliveryAddress, { type: 2 }>;

export const deliveryAddressKeys = {
  all: ['profile', 'delivery-address'] as const,
  saved: (product: ProductKey) => [...deliveryAddressKeys.all, product] as const,
};

/**
 * The delivery address kept in /profile, or null. Checkout reads it with this same query, so a
 * save here is what checkout offers next:
 *
 *   const { data: saved } = useQuery(deliveryAddressQueryOptions(api, brand.productKey));
 */
export function deliveryAddressQueryOptions(api: Pick<ApiClient, 'GET'>, product: ProductKey) {
  return queryOptions({
    queryKey: deliveryAddressKeys.saved(product),
    queryFn: async ({ signal }): Promise<DeliveryAddress | null> => {
      const { address } = await unwrap(
        api.GET('/api/x/profile/delivery-address', { params: { query: { product } }, signal }),
      );
      return address;
    },
    staleTime: 5 * 60_000,
  });
}

/** Replaces the saved address and updates every reader of the query (checkout included). */
export async function saveDeliveryAddress(
  api: Pick<ApiClient, 'PUT'>,
  queryClient: QueryClient,
  product: ProductKey,
  address: DeliveryAddress,
): Promise<DeliveryAddress | null> {
  const saved = await unwrap(api.PUT('/api/x/profile/delivery-address', { body: { product, address } }));
  queryClient.setQueryData(deliveryAddressKeys.saved(product), saved.address);
  return saved.address;
}

/** One line a person reads: "Київ, Відділення №3" or "Львів, вул. Городоцька, 5, кв. 12". */
export function formatDeliveryAddress(address: DeliveryAddress): string {
  switch (address.type) {
    case 1:
      return `${address.city.label}, ${address.branch.label}`;
    case 2:
      return [address.city.label, address.street, address.house, address.flat ? `кв. ${address.flat}` : '']
        .filter(Boolean)
        .join(', ');
    case 3:
      return [address.city.label, address.street, address.flat ? `кв. ${address.flat}` : '', 'IPOST']
        .filter(Boolean)
        .join(', ');
  }
}

export interface CourierFields {
  street: string;
  house: string;
  flat: string;
}

export type CourierErrors = Partial<Record<keyof CourierFields | 'city', string>>;

/** Field errors in Ukrainian for the courier address (the contract's limits). */
export function validateCourier(fields: CourierFields, hasCity: boolean): CourierErrors {
  const errors: CourierErrors = {};
  if (!hasCity) errors.city = 'Обери місто.';
  if (!fields.street.trim()) errors.street = 'Вкажи вулицю.';
  else if (fields.street.trim().length > 200) errors.street = 'Назва вулиці задовга (до 200 символів).';
  if (!fields.house.trim()) errors.house = 'Вкажи номер будинку.';
  else if (fields.house.trim().length > 20) errors.house = 'Номер будинку задовгий (до 20 символів).';
  if (fields.flat.trim().length > 20) errors.flat = 'Номер квартири задовгий (до 20 символів).';
  return errors;
}
