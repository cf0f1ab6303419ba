import { Button } from '@cx/shared-ui';
import { messages as m } from './messages';
import styles from './delivery.module.css';

/** A list that did not load: said, with a retry (as the catalogue's lists do). */
export function LoadFailed({ onRetry }: { onRetry?: (() => void) | undefined }) {
  return (
    <div className={styles.row}>
      <p className={styles.error}>{m.loadError}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {m.retry}
        </Button>
      ) : null}
    </div>
  );
}
