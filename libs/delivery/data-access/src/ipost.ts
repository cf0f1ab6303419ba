import { unwrap, type ApiClient } from '@cx/api-client';

export type DeliveryApi = Pick<ApiClient, 'POST'>;

/** IPOST retries the address once, after this long (spec §9). */
export const IPOST_RETRY_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function carrierToken(api: DeliveryApi): Promise<string> {
  return (await unwrap(api.POST('/api/ipost/auth', {}))).token;
}

/** Whether IPOST serves the city; any failure counts as "no" (spec §8: fall back to a branch). */
export async function isIpostAvailable(api: DeliveryApi, cityId: string): Promise<boolean> {
  try {
    const token = await carrierToken(api);
    const { available } = await unwrap(api.POST('/api/ipost/city-available', { body: { token, city: cityId } }));
    return available === true;
  } catch {
    return false;
  }
}

export interface IpostShipment {
  cityId: string;
  street: string;
  flat: string;
  day: string;
  timeFrom: string;
  timeTo: string;
  orderId: number;
  comment: string;
}

/**
 * Sends the IPOST address of an order that exists (spec §4): on failure once more after 1 s.
 * Resolves true when it was stored; false means the caller resets the delivery.
 */
export async function sendIpostAddress(
  api: DeliveryApi,
  shipment: IpostShipment,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<boolean> {
  const attempt = async () => {
    const token = await carrierToken(api);
    const result = await unwrap(
      api.POST('/api/ipost/send-address', {
        body: {
          token,
          city: shipment.cityId,
          street: shipment.street,
          flat: shipment.flat,
          delivery_date: shipment.day,
          delivery_time_from: shipment.timeFrom,
          delivery_time_to: shipment.timeTo,
          order_id: shipment.orderId,
          comment: shipment.comment.slice(0, 500),
        },
      }),
    );
    return result.success;
  };
  try {
    if (await attempt()) return true;
  } catch {
    // retried below
  }
  await wait(IPOST_RETRY_MS);
  try {
    return await attempt();
  } catch {
    return false;
  }
}
