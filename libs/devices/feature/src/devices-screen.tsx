import { useQuery, useQueryClient } from '@tanstack/react-query';
import { describeLoadError } from '@cx/shared-session';
import { useNavigate } from '@tanstack/react-router';
import {
  DEVICE_MODEL_SUGGESTIONS,
  afterDeviceRegistered,
  afterDeviceRemoved,
  devicesQueryOptions,
  errorMessage,
  errorTypeOf,
  registerDevice,
  removeDevice,
} from '@cx/devices-data-access';
import { toast } from '@cx/shell-data-access';
import { toKyivIsoDate } from '@cx/shared-util-format';
import { DevicesView, type DevicesState } from './devices-view';
import { DeviceRegFailure, DeviceRegView } from './device-reg-view';
import { messages } from './messages';
import { useAppContext, useDocumentTitle } from '@cx/shared-routing';

/** /my-devices (ogo-footer layout). */
export function MyDevicesScreen() {
  useDocumentTitle(messages.list.title);
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const devices = useQuery(devicesQueryOptions(api));
  const state: DevicesState = devices.isPending
    ? { status: 'loading' }
    : devices.isError
      ? { status: 'error', kind: describeLoadError(devices.error), retry: () => void devices.refetch() }
      : { status: 'ready', devices: devices.data };
  return (
    <DevicesView
      state={state}
      onRemove={async (device) => {
        try {
          await removeDevice(api, device.id);
        } catch (error) {
          throw new Error(errorMessage(error, messages.list.removeFailed), { cause: error });
        }
        void afterDeviceRemoved(queryClient, device.id);
        toast.success(messages.list.removed);
      }}
    />
  );
}

/** /device-reg (account-off-footer; back to /my-devices). */
export function DeviceRegScreen() {
  useDocumentTitle(messages.reg.title);
  const { api, product } = useAppContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <DeviceRegView
      suggestions={DEVICE_MODEL_SUGGESTIONS[product]}
      today={toKyivIsoDate(Date.now())}
      onRegister={async (input) => {
        try {
          const device = await registerDevice(api, product, input);
          void afterDeviceRegistered(queryClient, device);
        } catch (error) {
          const message = errorMessage(error, messages.reg.failed);
          const type = errorTypeOf(error);
          throw new DeviceRegFailure(message, type === 'device_registered' || type === 'serial_invalid' ? 'serial' : undefined, { cause: error });
        }
        toast.success(messages.reg.done);
        await navigate({ to: '/my-devices' });
      }}
    />
  );
}
