import { Spinner } from '@cx/shared-ui';
import { messages } from '../messages';
import styles from './app-frame.module.css';

/** Shown for the moment the sister app's handoff code is redeemed (/brand-switch). */
export function BrandSwitchScreen() {
  return (
    <main className={styles.arrival} aria-busy="true">
      <Spinner label={messages.switchArrival} />
      <h1>{messages.switchArrival}</h1>
    </main>
  );
}
