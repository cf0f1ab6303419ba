import { useBrand } from '@cx/brand-contract';
import { messages } from '../messages';
import styles from './app-frame.module.css';

/** The ogo-footer layout's site footer: the brand's social pages and the adults-only line. */
export function BrandFooter() {
  const brand = useBrand();
  return (
    <footer className={styles.brandFooter}>
      {brand.social.length ? (
        <ul role="list" className={styles.brandFooterLinks} aria-label={messages.social}>
          {brand.social.map((link) => (
            <li key={link.id}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>{messages.footer(brand.displayName, new Date().getFullYear())}</p>
    </footer>
  );
}
