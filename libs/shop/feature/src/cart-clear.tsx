import { useState } from 'react';
import { Button } from '@cx/shared-ui';
import { toast } from '@cx/shell-data-access';
import { messages } from './messages';
import styles from './shop.module.css';

const m = messages.cart;

/** Empties the cart, after asking once. */
export function CartClear({ onClear }: { onClear: () => void }) {
  const [confirmClear, setConfirmClear] = useState(false);
  return (
    <div className={styles.actions}>
      {confirmClear ? (
        <>
          <p role="alert">{m.clearConfirm}</p>
          <Button
            variant="danger"
            onClick={() => {
              onClear();
              setConfirmClear(false);
              toast.info(m.cleared, { id: 'shop-cart-cleared' });
            }}
          >
            {m.clear}
          </Button>
          <Button variant="ghost" onClick={() => setConfirmClear(false)}>
            {m.cancel}
          </Button>
        </>
      ) : (
        <Button variant="ghost" onClick={() => setConfirmClear(true)}>
          {m.clear}
        </Button>
      )}
    </div>
  );
}
