import { Button, Card } from '@cx/shared-ui';
import { formatDate } from '@cx/shared-util-format';
import type { Device } from '@cx/devices-data-access';
import { messages } from './messages';
import styles from './devices.module.css';

const t = messages.list;

/** One registered device: its name or model, serial, registration and warranty dates. */
export function DeviceCard({ device, onRemove }: { device: Device; onRemove?: () => void }) {
  return (
    <Card as="li" className={styles.device}>
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
        <Button variant="secondary" aria-label={t.removeLabel(device.name || device.model)} onClick={onRemove}>
          {t.remove}
        </Button>
      ) : null}
    </Card>
  );
}
