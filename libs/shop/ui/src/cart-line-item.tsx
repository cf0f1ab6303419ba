import type { ReactNode } from 'react';
import { Badge, GiftIcon, IconButton, TrashIcon } from '@cx/shared-ui';
import { shopUiMessages as m } from './messages';
import { Price } from './price';
import { ProductImage } from './product-image';
import { QuantityStepper } from './quantity-stepper';
import styles from './cart-line-item.module.css';

/** The fields of a cart line (spec §3) the cart shows. */
export interface CartLineData {
  variant_id: number;
  title: string;
  subTitle: string | null;
  variantTitle: string | null;
  image: string | null;
  price: number;
  xpPrice: number | null;
  bonus: boolean;
  gift: boolean;
  count: number;
  /** Pieces in one pack of the product (spec §3 quantity). */
  quantity: number | null;
  /** Pieces in one unit of the variant (a block: ten packs' worth); null when not counted in pieces. */
  pieces?: number | null;
}

/** What one unit of the line holds: "20 шт. в упаковці" for a pack, "10 пачок · 200 шт." for a block. */
function contentsOf(line: CartLineData): string | null {
  const pieces = line.pieces ?? line.quantity;
  if (!pieces || pieces <= 1) return null;
  const packs = line.quantity && line.quantity > 0 ? Math.floor(pieces / line.quantity) : 1;
  return packs > 1 ? m.packs(packs, pieces) : m.pack(pieces);
}

export interface CartLineItemProps {
  line: CartLineData;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
  /** Spec §5: a zero-price item in a cart with a nonzero total. */
  flagged?: boolean;
  /** The product's name as a link to its page. */
  renderTitle?: (title: ReactNode) => ReactNode;
}

export function CartLineItem({ line, onIncrement, onDecrement, onRemove, flagged, renderTitle }: CartLineItemProps) {
  const name = line.variantTitle ? `${line.title}, ${line.variantTitle}` : line.title;
  return (
    <li className={styles.line} aria-label={name}>
      <ProductImage src={line.image} alt="" size={72} className={styles.image} />
      <div className={styles.body}>
        <span className={styles.title}>{renderTitle ? renderTitle(line.title) : line.title}</span>
        {line.variantTitle ? <span className={styles.muted}>{line.variantTitle}</span> : null}
        {contentsOf(line) ? <span className={styles.muted}>{contentsOf(line)}</span> : null}
        <div className={styles.badges}>
          {line.gift ? (
            <Badge tone="success">
              <GiftIcon size={14} /> {m.gift}
            </Badge>
          ) : null}
          {line.bonus ? <Badge tone="primary">{m.forXp}</Badge> : null}
          {flagged ? (
            <span className={styles.flag} data-flag="zero-price">
              {m.zeroPriceFlag}
            </span>
          ) : null}
        </div>
        <div className={styles.controls}>
          <QuantityStepper
            value={line.count}
            itemLabel={name}
            onDecrement={onDecrement}
            onIncrement={onIncrement}
            readOnly={line.gift}
          />
          <Price price={line.price * line.count} xpPrice={line.bonus && line.xpPrice !== null ? line.xpPrice * line.count : null} />
          <IconButton label={m.remove(name)} icon={<TrashIcon />} onClick={onRemove} />
        </div>
      </div>
    </li>
  );
}

export function CartLineList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul role="list" className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}
