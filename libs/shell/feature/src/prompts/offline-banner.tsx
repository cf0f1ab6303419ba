import { OfflineIcon } from '@cx/shared-ui';
import { messages } from '../messages';
import styles from './offline-banner.module.css';

export interface OfflineBannerProps {
  online: boolean;
}

/**
 * A strip at the top while the device is offline. The live region is always in the page, so the
 * change is announced the moment it happens.
 */
export function OfflineBanner({ online }: OfflineBannerProps) {
  return (
    <div role="status" className={styles.region} data-testid="offline-banner">
      {online ? null : (
        <p className={styles.banner}>
          <OfflineIcon size={18} />
          <span>{messages.offline}</span>
        </p>
      )}
    </div>
  );
}
