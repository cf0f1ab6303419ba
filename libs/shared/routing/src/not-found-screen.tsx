import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notFoundMessages as messages } from './not-found-messages';
import styles from './status-screen.module.css';

/** The product 404 screen (spec §2) with the §8 technical message. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = messages.title;
  }, []);
  return (
    <main className={styles.screen} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        {messages.code}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {messages.title}
      </h1>
      <p className={styles.text}>{messages.text}</p>
      <p className={styles.detail} data-testid="not-found-detail">
        {messages.detail(pathname)}
      </p>
      <div className={styles.actions}>
        <Link to="/" className={styles.action}>
          {messages.toHome}
        </Link>
      </div>
    </main>
  );
}
