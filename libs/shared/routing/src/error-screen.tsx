import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { messages } from './messages';
import styles from './status-screen.module.css';

/** Shown for unexpected errors in a route; retrying re-runs the route's loaders. */
export function ErrorScreen({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <main className={styles.screen} role="alert" aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {messages.errorTitle}
      </h1>
      <p className={styles.text}>{offline ? messages.offlineErrorText : messages.errorText}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {messages.retry}
        </button>
        <Link to="/" className={styles.actionSecondary}>
          {messages.toHome}
        </Link>
      </div>
    </main>
  );
}
