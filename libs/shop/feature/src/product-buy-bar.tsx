import { useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { BottomBar, Button } from '@cx/shared-ui';
import { toast } from '@cx/shell-data-access';
import { lineFromProduct, useCartActions, type Product } from '@cx/shop-data-access';
import { QuantityStepper } from '@cx/shop-ui';
import { messages } from './messages';
import styles from './shop.module.css';

export interface ProductBuyBarProps {
  product: Product;
  /** The variant chosen; null when none is available. */
  variantId: number | null;
  /** The product and the chosen variant are on sale. */
  canBuy: boolean;
}

const ADDED_TOAST = 'shop-added';

/** The product page's bottom bar: how many, and into the cart. */
export function ProductBuyBar({ product, variantId, canBuy }: ProductBuyBarProps) {
  const actions = useCartActions();
  const from = useLocation({ select: (location) => location.href });
  const [count, setCount] = useState(1);

  const add = () => {
    const line = lineFromProduct(product, variantId);
    // Spec §5: nothing goes into the cart without a variant_id.
    if (!line) {
      toast.error(messages.product.chooseVariant);
      return;
    }
    const result = actions.add({ ...line, count });
    if (result.ok) {
      // The notice stands top-right, over the screen's cart link: it offers the way to the cart itself.
      const toCart = (
        <Link to="/shop/cart" search={{ from }} className={styles.toastLink} onClick={() => toast.dismiss(ADDED_TOAST)}>
          {messages.product.goToCart}
        </Link>
      );
      toast.success(messages.product.added(product.title), { id: ADDED_TOAST, action: toCart });
      setCount(1);
    }
  };

  return (
    <BottomBar>
      <div className={styles.buy}>
        <QuantityStepper
          value={count}
          itemLabel={product.title}
          onDecrement={() => setCount((value) => Math.max(1, value - 1))}
          onIncrement={() => setCount((value) => Math.min(99, value + 1))}
        />
        <Button fullWidth onClick={add} disabled={!canBuy} data-testid="add-to-cart">
          {canBuy ? (product.bonus ? messages.product.exchangeForXp : messages.product.addToCart) : messages.product.unavailable}
        </Button>
      </div>
    </BottomBar>
  );
}
