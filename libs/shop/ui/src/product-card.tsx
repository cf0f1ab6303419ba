import type { ReactNode } from 'react';
import { Badge } from '@cx/shared-ui';
import { cx } from './cx';
import { shopUiMessages as m } from './messages';
import { Price } from './price';
import { ProductImage } from './product-image';
import styles from './product-card.module.css';

/** The fields of a catalogue product (contract Product) a card shows. */
export interface ProductCardData {
  id: number;
  title: string;
  subTitle: string | null;
  image: string | null;
  price: number;
  compare_at_price?: number | null;
  bonuses: number;
  xp_price: number | null;
  bonus: boolean;
  quantity: number | null;
  available: boolean;
}

export interface ProductCardLinkProps {
  className: string;
  children: ReactNode;
}

export interface ProductCardProps {
  product: ProductCardData;
  /**
   * The link to the product page; the router's Link in the app (this library has no router):
   * `renderLink={(props) => <Link to="/shop/$list/$id" params={…} {...props} />}`.
   */
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  href?: string;
  /** The first cards of a list: their image loads eagerly (it is the screen's largest paint). */
  priority?: boolean;
}

/** One product in a list: picture, name, price (UAH or XP), XP earned, pack size. */
export function ProductCard({ product, renderLink, href, priority }: ProductCardProps) {
  const content = (
    <>
      <ProductImage src={product.image} alt="" size={160} priority={priority} className={styles.image} />
      <span className={styles.title}>{product.title}</span>
      {product.subTitle ? <span className={styles.subtitle}>{product.subTitle}</span> : null}
    </>
  );
  const link = renderLink
    ? renderLink({ className: cx(styles.link), children: content })
    : (
        <a href={href ?? `#product-${product.id}`} className={styles.link}>
          {content}
        </a>
      );
  return (
    <article className={styles.card} aria-label={product.title}>
      {link}
      <div className={styles.meta}>
        <Price
          price={product.price}
          compareAtPrice={product.compare_at_price}
          xpPrice={product.bonus ? product.xp_price : null}
        />
        <div className={styles.badges}>
          {product.bonuses > 0 ? (
            <Badge tone="success" label={m.earnsXpLabel(product.bonuses)}>
              {m.earnsXp(product.bonuses)}
            </Badge>
          ) : null}
          {product.quantity && product.quantity > 1 ? (
            <span className={styles.pack}>{m.pack(product.quantity)}</span>
          ) : null}
          {!product.available ? <Badge tone="neutral">{m.soldOut}</Badge> : null}
        </div>
      </div>
    </article>
  );
}

export interface ProductGridProps {
  children: ReactNode;
  /** What the list is, for screen readers (the list's title). */
  label?: string;
}

/** Product cards two to a row on a phone, more on wider screens. */
export function ProductGrid({ children, label }: ProductGridProps) {
  return (
    <ul role="list" className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

export function ProductGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
