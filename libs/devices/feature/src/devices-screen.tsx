import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  afterDeviceRegistered,
  afterDeviceRemoved,
  devicesQueryOptions,
  errorMessage,
  errorTypeOf,
  registerDevice,
  removeDevice,
  withErrorMessage,
} from '@cx/devices-data-access';
import { toast } from '@cx/shell-data-access';
import { toKyivIsoDate } from '@cx/shared-util-format';
import { ListSkeleton } from '@cx/content-ui';
import { DevicesPage, DevicesView } from './devices-view';
import { DeviceRegFailure, DeviceRegView } from './device-reg-view';
import { messages } from './messages';
import { ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';

function DevicesData() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(devicesQueryOptions(api));
  return (
    <DevicesView
      devices={data}
      onRemove={async (device) => {
        await withErrorMessage(removeDevice(api, device.id), messages.list.removeFailed);
        void afterDeviceRemoved(queryClient, device.id);
        toast.success(messages.list.removed);
      }}
    />
  );
}

/** /my-devices (ogo-footer layout). */
export function MyDevicesScreen() {
  useDocumentTitle(messages.list.title);
  return (
    <DevicesPage>
      <ScreenBoundary fallback={<ListSkeleton rows={2} />} errorTitle={messages.list.errorTitle}>
        <DevicesData />
      </ScreenBoundary>
    </DevicesPage>
  );
}

/** /device-reg (account-off-footer; back to /my-devices). */
export function DeviceRegScreen() {
  useDocumentTitle(messages.reg.title);
  const { api, brand, product } = useAppContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <DeviceRegView
      product={product}
      devices={brand.devices}
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
