import { Link, useLocation } from '@tanstack/react-router';
import { useCartCount } from '@cx/shop-data-access';
import { CartIcon } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './shop.module.css';

/**
 * The cart with its count on the shop screens. Adding an item is said once, by the screen's toast
 * (a status message), not again here. The cart's referrer guard gets this page as `from`, so the
 * cart's back arrow returns here.
 */
export function CartLink() {
  const count = useCartCount();
  const from = useLocation({ select: (location) => location.href });
  return (
    <Link to="/shop/cart" search={{ from }} className={styles.cartLink} data-testid="shop-cart-link" data-count={count}>
      <CartIcon size={20} />
      <span>{messages.catalogue.cart}</span>
      <span className={styles.cartCount}>{messages.catalogue.cartHint(count)}</span>
    </Link>
  );
}
