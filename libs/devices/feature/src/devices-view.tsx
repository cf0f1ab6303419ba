import { useState } from 'react';
import { Button, Card, Dialog, EmptyState, type LoadErrorKind, LoadErrorView, Page } from '@cx/shared-ui';
import { ListSkeleton } from '@cx/content-ui';
import { formatDate } from '@cx/shared-util-format';
import type { Device } from '@cx/devices-data-access';
import { messages } from './messages';
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
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (removing) return;
    setConfirming(null);
    setFailure(null);
  };
  const remove = async () => {
    if (!confirming || !onRemove) return;
    setRemoving(true);
    setFailure(null);
    try {
      await onRemove(confirming);
      setConfirming(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t.removeFailed);
    } finally {
      setRemoving(false);
    }
  };
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
              <Card as="li" key={device.id} className={styles.device}>
                <h2 className={styles.name}>{device.name || device.model}</h2>
                {device.name ? <p className={styles.muted}>{device.model}</p> : null}
                <dl className={styles.facts}>
                  <div>
                    <dt>{t.serial}</dt>
                    <dd className={styles.serial}>{device.serial}</dd>
                  </div>
                  <div>
                    <dt>{t.registered}</dt>
                    <dd>{formatDate(device.registered_at)}</dd>
                  </div>
                  <div>
                    <dt>{t.warranty}</dt>
                    <dd>{device.warranty_until ? formatDate(`${device.warranty_until}T12:00:00Z`) : '—'}</dd>
                  </div>
                </dl>
                {onRemove ? (
                  <Button
                    variant="secondary"
                    aria-label={t.removeLabel(device.name || device.model)}
                    onClick={() => setConfirming(device)}
                  >
                    {t.remove}
                  </Button>
                ) : null}
              </Card>
            ))}
          </ul>
          {register}
        </>
      ) : null}
      <Dialog
        open={confirming !== null}
        onClose={close}
        title={t.confirmTitle}
        description={confirming ? t.confirmText(confirming.name || confirming.model, confirming.serial) : undefined}
        footer={
          <>
            {failure ? <p role="alert">{failure}</p> : null}
            <Button onClick={() => void remove()} loading={removing}>
              {t.confirm}
            </Button>
            <Button variant="secondary" onClick={close} disabled={removing}>
              {t.cancel}
            </Button>
          </>
        }
      />
    </Page>
  );
}
