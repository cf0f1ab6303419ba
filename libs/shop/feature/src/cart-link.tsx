import { Link, useLocation } from '@tanstack/react-router';
import { CartCountAnnouncer } from '@cx/shop-ui';
import { useCartCount } from '@cx/shop-data-access';
import { CartIcon } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './shop.module.css';

/**
 * The cart with its count on the shop screens, announced when an item is added. The cart's
 * referrer guard gets this page as `from`, so the cart's back arrow returns here.
 */
export function CartLink() {
  const count = useCartCount();
  const from = useLocation({ select: (location) => location.href });
  return (
    <>
      <Link to="/shop/cart" search={{ from }} className={styles.cartLink} data-testid="shop-cart-link" data-count={count}>
        <CartIcon size={20} />
        <span>{messages.catalogue.cart}</span>
        <span className={styles.cartCount}>{messages.catalogue.cartHint(count)}</span>
      </Link>
      <CartCountAnnouncer count={count} />
    </>
  );
}
