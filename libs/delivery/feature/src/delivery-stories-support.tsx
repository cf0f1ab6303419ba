import { messages as m } from './messages';
import styles from './delivery.module.css';

/** The notices the delivery step shows, alone (stories, both themes). */
export function DeliveryTypeNotice({ kind }: { kind: 'fallback' | 'offline' | 'checking' }) {
  const text = kind === 'fallback' ? m.ipostFallback : kind === 'offline' ? m.offline : m.checkingIpost;
  return (
    <p role={kind === 'fallback' ? 'alert' : 'status'} className={styles.notice}>
      {text}
    </p>
  );
}
