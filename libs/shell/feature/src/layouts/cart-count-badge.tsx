import { SessionStores } from '@cx/shared-session';
import { useCartCount } from '@cx/shop-data-access';
import { VisuallyHidden } from '@cx/shared-ui';
import { messages } from '../messages';
import styles from './app-frame.module.css';

function Count() {
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <span className={styles.bottomNavBadge} data-testid="bottom-nav-cart-count">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <VisuallyHidden>{messages.nav.cartCount(count)}</VisuallyHidden>
    </span>
  );
}

/**
 * The number of units in this brand's cart on the tab bar's "Кошик". A chunk of its own (the
 * cart's code is not the layout's), read from the session's store like every cart screen.
 */
export default function CartCountBadge() {
  return (
    <SessionStores>
      <Count />
    </SessionStores>
  );
}
