import { describe, expect, it } from 'vitest';
import { setupApiServer } from '@cx/api-client/testing-server';
import { QueryClient } from '@tanstack/react-query';
import { createTestApiClient, mockApiError, mockOperation, mockRecording } from '@cx/api-client/testing';
import {
  afterDeviceRegistered,
  devicesKeys,
  devicesQueryOptions,
  registerDevice,
  validateDevice,
  type Device,
} from './devices-queries';
import { demoDevice } from './testing';
import { errorMessage } from '@cx/api-client';
import { makeSerial } from '@cx/shared-util-format';

const server = setupApiServer();

const device = demoDevice;

describe('devices', () => {
  it('lists the customer’s devices', async () => {
    server.use(mockOperation('get', '/api/get-devices', { devices: [device] }));
    const { api } = createTestApiClient({ token: 't' });
    await expect(new QueryClient().fetchQuery(devicesQueryOptions(api))).resolves.toEqual([device]);
  });

  it('registers with a normalised serial, the brand and only the fields given', async () => {
    const bodies: unknown[] = [];
    server.use(mockRecording(bodies, 'post', '/api/x/devices', { device: { ...device, id: '2', serial: 'ABC-123456' } }));
    const { api } = createTestApiClient({ token: 't' });
    await registerDevice(api, 'ogo', { serial: ' abc-123 456 ', model: ' Vuse ePod 2 ', name: '  ' });
    expect(bodies).toEqual([{ serial: 'ABC-123456', model: 'Vuse ePod 2', product: 'ogo' }]);
  });

  it('puts a new device at the top of the list', async () => {
    const client = new QueryClient();
    client.setQueryData(devicesKeys.list(), [device]);
    server.use(mockOperation('get', '/api/get-devices', { devices: [] }));
    const added = { ...device, id: '2' };
    client.setQueryDefaults(devicesKeys.list(), { queryFn: () => [added, device] });
    await afterDeviceRegistered(client, added);
    expect(client.getQueryData<Device[]>(devicesKeys.list())?.map((item) => item.id)).toEqual(['2', '1']);
  });

  it('shows the server’s reason for a taken serial', async () => {
    server.use(
      mockApiError('post', '/api/x/devices', {
        message: 'Пристрій з таким серійним номером уже зареєстровано',
        errorType: 'device_registered',
        statusCode: 409,
      }),
    );
    const { api } = createTestApiClient({ token: 't' });
    const error = await registerDevice(api, 'glo', { serial: 'GHP-DEMO-0001', model: 'glo hyper pro' }).catch(
      (caught: unknown) => caught,
    );
    expect(errorMessage(error)).toBe('Пристрій з таким серійним номером уже зареєстровано');
  });
});

describe('validateDevice', () => {
  const today = '2026-11-22';
  it('accepts a complete form with a serial of the brand, typed in any case and with spaces', () => {
    const serial = makeSerial('glo', 'HP', '1234ABCD');
    expect(validateDevice({ serial, model: 'glo hyper pro', purchasedAt: '2026-11-22' }, today, 'glo')).toEqual({});
    expect(validateDevice({ serial: ` ${serial.toLowerCase().replace('-', ' - ')} `, model: 'x' }, today, 'glo')).toEqual({});
    expect(validateDevice({ serial: makeSerial('ogo', 'VP', '1234ABCD'), model: 'Vuse ePod 2' }, today, 'ogo')).toEqual({});
  });
  it("refuses what the backend refuses: the other brand's serial, a wrong check character, a made-up one", () => {
    const glo = makeSerial('glo', 'HP', '1234ABCD');
    const wrongCheck = `${glo.slice(0, -1)}${glo.endsWith('0') ? '1' : '0'}`;
    for (const serial of [makeSerial('ogo', 'VP', '1234ABCD'), wrongCheck, 'GHP-1234-5678']) {
      expect(validateDevice({ serial, model: 'x' }, today, 'glo').serial, serial).toMatch(/Це не серійний номер пристрою/);
    }
    expect(validateDevice({ serial: glo, model: 'x' }, today, 'ogo').serial).toMatch(/Це не серійний номер/);
  });
  it('explains each problem in Ukrainian', () => {
    const errors = validateDevice({ serial: 'ab', model: ' ', purchasedAt: '2026-11-23' }, today, 'glo');
    expect(errors.serial).toMatch(/від 6 до 32/);
    expect(errors.model).toMatch(/модель/);
    expect(errors.purchasedAt).toMatch(/майбутньому/);
    expect(validateDevice({ serial: '', model: 'x' }, today, 'glo').serial).toMatch(/Введи/);
    expect(validateDevice({ serial: 'GHP-12345!', model: 'x' }, today, 'glo').serial).toBeDefined();
  });
});
