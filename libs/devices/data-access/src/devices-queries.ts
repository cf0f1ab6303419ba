import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type ApiClient, type ProductKey, type components } from '@cx/api-client';
import { isBrandSerial } from '@cx/shared-util-format';

export type Device = components['schemas']['Device'];

/** The device calls of the api client (the whole client satisfies it). */
export type DevicesApi = Pick<ApiClient, 'GET' | 'POST'>;

export const devicesKeys = {
  all: ['devices'] as const,
  list: () => [...devicesKeys.all, 'list'] as const,
};

/** /my-devices: the customer's registered devices, newest first. */
export function devicesQueryOptions(api: DevicesApi) {
  return queryOptions({
    queryKey: devicesKeys.list(),
    queryFn: async ({ signal }): Promise<Device[]> => {
      const { devices } = await unwrap(api.GET('/api/get-devices', { signal }));
      return devices;
    },
    staleTime: 60_000,
  });
}

export interface DeviceInput {
  serial: string;
  model: string;
  name?: string;
  /** YYYY-MM-DD */
  purchasedAt?: string;
}

/** Registers a device; 409 device_registered when the serial is taken. */
export async function registerDevice(api: DevicesApi, product: ProductKey, input: DeviceInput): Promise<Device> {
  const name = input.name?.trim();
  const { device } = await unwrap(
    api.POST('/api/x/devices', {
      body: {
        serial: normaliseSerial(input.serial),
        model: input.model.trim(),
        product,
        ...(name ? { name } : {}),
        ...(input.purchasedAt ? { purchased_at: input.purchasedAt } : {}),
      },
    }),
  );
  return device;
}

/** The new device heads /my-devices at once; the list is asked again behind it. */
export function afterDeviceRegistered(queryClient: QueryClient, device: Device): Promise<void> {
  queryClient.setQueryData<Device[]>(devicesKeys.list(), (list) => [
    device,
    ...(list ?? []).filter((item) => item.id !== device.id),
  ]);
  return queryClient.invalidateQueries({ queryKey: devicesKeys.list() });
}

/** Removes one of the customer's devices; 404 device_not_found when it is not theirs (or gone). */
export async function removeDevice(api: DevicesApi, id: string): Promise<void> {
  await unwrap(api.POST('/api/x/devices/remove', { body: { id } }));
}

/** The removed device leaves /my-devices at once; the list is asked again behind it. */
export function afterDeviceRemoved(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.setQueryData<Device[]>(devicesKeys.list(), (list) => (list ?? []).filter((item) => item.id !== id));
  return queryClient.invalidateQueries({ queryKey: devicesKeys.list() });
}

/** Serials are printed in capitals; spaces people type between groups are dropped. */
export function normaliseSerial(serial: string): string {
  return serial.replace(/\s+/g, '').toUpperCase();
}

export const SERIAL_PATTERN = /^[A-Za-z0-9-]{6,32}$/;

export interface DeviceFormErrors {
  serial?: string;
  model?: string;
  name?: string;
  purchasedAt?: string;
}

/**
 * Field errors in Ukrainian; empty when the form can be sent. `today` is YYYY-MM-DD (Kyiv). The
 * serial must be one of the brand's (`product`): the rule the backend applies (isBrandSerial).
 */
export function validateDevice(input: DeviceInput, today: string, product: ProductKey): DeviceFormErrors {
  const errors: DeviceFormErrors = {};
  const serial = normaliseSerial(input.serial);
  if (!serial) errors.serial = 'Введи серійний номер пристрою.';
  else if (!SERIAL_PATTERN.test(serial)) {
    errors.serial = 'Серійний номер — від 6 до 32 латинських літер, цифр або дефісів.';
  } else if (!isBrandSerial(serial, product)) {
    errors.serial = 'Це не серійний номер пристрою. Перевір його на коробці або під кришкою.';
  }
  if (!input.model.trim()) errors.model = 'Вкажи модель пристрою.';
  else if (input.model.trim().length > 100) errors.model = 'Назва моделі задовга (до 100 символів).';
  if ((input.name?.trim().length ?? 0) > 100) errors.name = 'Назва задовга (до 100 символів).';
  if (input.purchasedAt) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.purchasedAt)) errors.purchasedAt = 'Вкажи дату у форматі ДД.ММ.РРРР.';
    else if (input.purchasedAt > today) errors.purchasedAt = 'Дата покупки не може бути в майбутньому.';
  }
  return errors;
}
