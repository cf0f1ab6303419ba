import { useState, type ReactNode } from 'react';
import { Button, EmptyState, Page } from '@cx/shared-ui';
import type { Device } from '@cx/devices-data-access';
import { DeviceCard } from './device-card';
import { messages } from './messages';
import { RemoveDeviceDialog } from './remove-device-dialog';
import styles from './devices.module.css';
import { useLinkClick } from '@cx/shared-routing';

const t = messages.list;

export const DEVICE_REG_PATH = '/device-reg';

export interface DevicesViewProps {
  devices: readonly Device[];
  /** Removes a device after the customer confirmed; rejects with a Ukrainian message. */
  onRemove?: (device: Device) => Promise<void>;
}

/**
 * The data part of /my-devices: registered devices with serial and warranty, the way to add one
 * and to remove one (the screen puts it in its page, inside a ScreenBoundary).
 */
export function DevicesView({ devices, onRemove }: DevicesViewProps) {
  const linkClick = useLinkClick();
  const [confirming, setConfirming] = useState<Device | null>(null);
  const register = (
    <Button href={DEVICE_REG_PATH} onClick={linkClick(DEVICE_REG_PATH)} fullWidth>
      {t.register}
    </Button>
  );
  return (
    <>
      {devices.length === 0 ? (
        <EmptyState title={t.empty} text={t.emptyText} action={register} />
      ) : null}
      {devices.length > 0 ? (
        <>
          <ul role="list" className={styles.list} aria-label={t.title}>
            {devices.map((device) => (
              <DeviceCard key={device.id} device={device} onRemove={onRemove ? () => setConfirming(device) : undefined} />
            ))}
          </ul>
          {register}
        </>
      ) : null}
      <RemoveDeviceDialog device={confirming} onRemove={onRemove} onDone={() => setConfirming(null)} />
    </>
  );
}

/** /my-devices' page around its data part (the data part, or what stands for it while it loads). */
export function DevicesPage({ children }: { children: ReactNode }) {
  return (
    <Page as="main" title={t.title}>
      <p className={styles.muted}>{t.intro}</p>
      {children}
    </Page>
  );
}
