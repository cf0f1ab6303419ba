import { useState } from 'react';
import { Button, EmptyState, type LoadErrorKind, LoadErrorView, Page } from '@cx/shared-ui';
import { ListSkeleton } from '@cx/content-ui';
import type { Device } from '@cx/devices-data-access';
import { DeviceCard } from './device-card';
import { messages } from './messages';
import { RemoveDeviceDialog } from './remove-device-dialog';
import styles from './devices.module.css';
import { useLinkClick } from '@cx/shared-routing';

const t = messages.list;

export type DevicesState =
  | { status: 'loading' }
  | { status: 'error'; kind: LoadErrorKind; retry?: () => void }
  | { status: 'ready'; devices: readonly Device[] };

export const DEVICE_REG_PATH = '/device-reg';

export interface DevicesViewProps {
  state: DevicesState;
  /** Removes a device after the customer confirmed; rejects with a Ukrainian message. */
  onRemove?: (device: Device) => Promise<void>;
}

/** /my-devices: registered devices with serial and warranty, the way to add one and to remove one. */
export function DevicesView({ state, onRemove }: DevicesViewProps) {
  const linkClick = useLinkClick();
  const [confirming, setConfirming] = useState<Device | null>(null);
  const register = (
    <Button href={DEVICE_REG_PATH} onClick={linkClick(DEVICE_REG_PATH)} fullWidth>
      {t.register}
    </Button>
  );
  return (
    <Page as="main" title={t.title}>
      <p className={styles.muted}>{t.intro}</p>
      {state.status === 'loading' ? <ListSkeleton rows={2} /> : null}
      {state.status === 'error' ? <LoadErrorView kind={state.kind} onRetry={state.retry} title={t.errorTitle} /> : null}
      {state.status === 'ready' && state.devices.length === 0 ? (
        <EmptyState title={t.empty} text={t.emptyText} action={register} />
      ) : null}
      {state.status === 'ready' && state.devices.length > 0 ? (
        <>
          <ul role="list" className={styles.list} aria-label={t.title}>
            {state.devices.map((device) => (
              <DeviceCard key={device.id} device={device} onRemove={onRemove ? () => setConfirming(device) : undefined} />
            ))}
          </ul>
          {register}
        </>
      ) : null}
      <RemoveDeviceDialog device={confirming} onRemove={onRemove} onDone={() => setConfirming(null)} />
    </Page>
  );
}
