import { OfflineIcon } from '@cx/shared-ui';
import { OFFLINE_NOTICE } from './offline-notice';
import styles from './offline-banner.module.css';

export interface OfflineBannerProps {
  online: boolean;
}

/**
 * A strip at the top while the device is offline. The live region is always in the page, so the
 * change is announced the moment it happens; it is part of the main bundle (not of the overlays'
 * chunk), since the moment it has something to say is the moment no chunk can be fetched.
 */
export function OfflineBanner({ online }: OfflineBannerProps) {
  return (
    <div role="status" className={styles.region} data-testid="offline-banner">
      {online ? null : (
        <p className={styles.banner}>
          <OfflineIcon size={18} />
          <span>{OFFLINE_NOTICE}</span>
        </p>
      )}
    </div>
  );
}
