import { useEffect } from 'react';
import { useBrand } from '@cx/brand-contract';
import styles from './home-screen.module.css';

/** The signed-in customer's home (spec §2 `/`). */
export function HomeScreen() {
  const brand = useBrand();
  useEffect(() => {
    document.title = brand.displayName;
  }, [brand.displayName]);
  return (
    <main className={styles.screen}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {brand.copy.homeTitle}
        </h1>
        <p className={styles.lead}>{brand.copy.homeLead}</p>
      </section>
    </main>
  );
}
