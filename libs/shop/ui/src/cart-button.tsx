import { useEffect, useRef, useState } from 'react';
import { Badge, CartIcon, IconButton, VisuallyHidden, type IconButtonAsLinkProps } from '@cx/shared-ui';
import { shopUiMessages as m } from './messages';

export interface CartCountAnnouncerProps {
  count: number;
}

/**
 * A polite live region that says "Додано в кошик. У кошику N товарів." whenever the count grows
 * (not on the first render, not when it shrinks), so adding an item is heard, not only seen.
 */
export function CartCountAnnouncer({ count }: CartCountAnnouncerProps) {
  const previous = useRef(count);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (count > previous.current) setMessage(m.cartAdded(count));
    previous.current = count;
  }, [count]);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}

export type CartButtonProps = Omit<IconButtonAsLinkProps, 'label' | 'icon' | 'badge'> & {
  count: number;
};

/**
 * The header's cart link with its count. Wrap it with the router's createLink in the app; the
 * announcer beside it speaks when an item is added.
 */
export function CartButton({ count, ...rest }: CartButtonProps) {
  return (
    <>
      <IconButton
        {...rest}
        label={m.cartWithCount(count)}
        icon={<CartIcon />}
        badge={count > 0 ? <Badge count={count} /> : undefined}
        data-cart-count={count}
      />
      <CartCountAnnouncer count={count} />
    </>
  );
}
