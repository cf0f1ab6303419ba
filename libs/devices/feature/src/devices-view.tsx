import { Button, Card, EmptyState, type LoadErrorKind, LoadErrorView, Page } from '@cx/shared-ui';
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

/** /my-devices: registered devices with serial and warranty, and the way to add one. */
export function DevicesView({ state }: { state: DevicesState }) {
  const linkClick = useLinkClick();
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
              </Card>
            ))}
          </ul>
          {register}
        </>
      ) : null}
    </Page>
  );
}
