import { useMemo } from 'react';
import { htmlToTextBlocks } from './html-text';
import { messages } from './messages';
import styles from './shop.module.css';

/** The product's description as plain paragraphs and lists (its HTML is never injected). */
export function ProductDescription({ html }: { html: string }) {
  const description = useMemo(() => htmlToTextBlocks(html), [html]);
  if (description.length === 0) return null;
  return (
    <section className={styles.description} aria-label={messages.product.description}>
      {description.map((block, index) =>
        block.kind === 'p' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}
