import { useState } from 'react';
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

/** The product page's bottom bar: how many, and into the cart. */
export function ProductBuyBar({ product, variantId, canBuy }: ProductBuyBarProps) {
  const actions = useCartActions();
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
      toast.success(messages.product.added(product.title), { id: 'shop-added' });
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
