import { VisuallyHidden } from '@cx/shared-ui';
import type { BrandConfig } from '@cx/brand-contract';
import { messages } from '../messages';
import styles from './side-menu.module.css';

/** The brand's social networks, each opening in a new tab; nothing when there are none. */
export function SocialLinks({ social }: { social: BrandConfig['social'] }) {
  if (!social.length) return null;
  return (
    <section className={styles.section} aria-labelledby="side-menu-social">
      <h2 id="side-menu-social" className={styles.sectionTitle}>
        {messages.social}
      </h2>
      <ul role="list" className={styles.social}>
        {social.map((link) => (
          <li key={link.id}>
            <a className={styles.socialLink} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
              <VisuallyHidden> {messages.opensInNewTab}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
