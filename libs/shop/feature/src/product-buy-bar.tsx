import { useState } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { useBrand } from '@cx/brand-contract';
import { useXpBalance } from '@cx/bonuses-data-access';
import { BottomBar, Button } from '@cx/shared-ui';
import { formatXp } from '@cx/shared-util-format';
import { toast } from '@cx/shell-data-access';
import { lineFromProduct, useCart, useCartActions, type Product } from '@cx/shop-data-access';
import { QuantityStepper } from '@cx/shop-ui';
import { messages } from './messages';
import styles from './shop.module.css';
import { useAppContext } from '@cx/shared-routing';

export interface ProductBuyBarProps {
  product: Product;
  /** The variant chosen; null when none is available. */
  variantId: number | null;
  /** The product and the chosen variant are on sale. */
  canBuy: boolean;
}

const ADDED_TOAST = 'shop-added';
const XP_SHORT_ID = 'product-xp-short';

/**
 * XP still missing to take `count` of a bonus item beside the bonus items already in the cart; 0
 * for goods bought with money, and while the balance is not known (the server has the last word).
 */
function useXpMissing(product: Product, count: number): { balance: number; missing: number } | null {
  const brand = useBrand();
  const { api } = useAppContext();
  const cart = useCart();
  const { balance } = useXpBalance(api, brand.productKey, { enabled: product.bonus });
  if (!product.bonus || balance === undefined) return null;
  const inCart = cart.lines.reduce((sum, line) => sum + (line.bonus ? (line.xpPrice ?? 0) * line.count : 0), 0);
  return { balance, missing: Math.max(0, (product.xp_price ?? 0) * count + inCart - balance) };
}

/** The product page's bottom bar: how many, and into the cart. */
export function ProductBuyBar({ product, variantId, canBuy }: ProductBuyBarProps) {
  const actions = useCartActions();
  const from = useLocation({ select: (location) => location.href });
  const [count, setCount] = useState(1);
  const xp = useXpMissing(product, count);
  const xpShort = xp !== null && xp.missing > 0;

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
      {xpShort ? (
        <p className={styles.xpShort} id={XP_SHORT_ID} data-testid="product-xp-short">
          {messages.product.xpShort(formatXp(xp.balance), formatXp(xp.missing))}
        </p>
      ) : null}
      <div className={styles.buy}>
        <QuantityStepper
          value={count}
          itemLabel={product.title}
          onDecrement={() => setCount((value) => Math.max(1, value - 1))}
          onIncrement={() => setCount((value) => Math.min(99, value + 1))}
        />
        <Button
          fullWidth
          onClick={add}
          disabled={!canBuy || xpShort}
          aria-describedby={canBuy && xpShort ? XP_SHORT_ID : undefined}
          data-testid="add-to-cart"
        >
          {canBuy ? (product.bonus ? messages.product.exchangeForXp : messages.product.addToCart) : messages.product.unavailable}
        </Button>
      </div>
    </BottomBar>
  );
}
