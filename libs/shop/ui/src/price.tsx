import { VisuallyHidden } from '@cx/shared-ui';
import { shopUiMessages as m } from './messages';
import styles from './price.module.css';
import { cx } from './cx';

export interface PriceProps {
  /** UAH. */
  price: number;
  compareAtPrice?: number | null;
  /** XP price of a bonus item: shown instead of UAH. */
  xpPrice?: number | null;
  size?: 'md' | 'lg';
  className?: string;
}

/** A price in UAH (uk-UA), an old price struck through, or an XP price for bonus items. */
export function Price({ price, compareAtPrice, xpPrice, size = 'md', className }: PriceProps) {
  if (xpPrice !== null && xpPrice !== undefined) {
    return <span className={cx(styles.price, styles[size], className)}>{m.xpPrice(xpPrice)}</span>;
  }
  const showOld = compareAtPrice !== null && compareAtPrice !== undefined && compareAtPrice > price;
  return (
    <span className={cx(styles.wrap, className)}>
      <span className={cx(styles.price, styles[size], showOld && styles.sale)}>{m.price(price)}</span>
      {showOld ? (
        // <s> (a deletion) may not be named with aria-label: its text says what it is instead.
        <s className={styles.old}>
          <VisuallyHidden>{m.oldPriceLabel} </VisuallyHidden>
          {m.price(compareAtPrice)}
        </s>
      ) : null}
    </span>
  );
}
