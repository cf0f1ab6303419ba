import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { messages } from './messages';
import styles from './status-screen.module.css';

/** The product 404 screen (spec §2) with the §8 technical message. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = messages.notFoundTitle;
  }, []);
  return (
    <main className={styles.screen} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        {messages.notFoundCode}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {messages.notFoundTitle}
      </h1>
      <p className={styles.text}>{messages.notFoundText}</p>
      <p className={styles.detail} data-testid="not-found-detail">
        {messages.notFoundDetail(pathname)}
      </p>
      <div className={styles.actions}>
        <Link to="/" className={styles.action}>
          {messages.toHome}
        </Link>
      </div>
    </main>
  );
}
