import { IconButton, MinusIcon, PlusIcon } from '@cx/shared-ui';
import { formatXp } from '@cx/shared-util-format';
import { AppLink } from '@cx/shared-routing';
import { messages } from './messages';
import styles from './bonuses.module.css';

export interface ExchangeQuantityProps {
  quantity: number;
  maxQuantity: number;
  onQuantityChange: (quantity: number) => void;
  /** XP the balance lacks for this quantity (0 when it is enough). */
  missing: number;
}

/** How many to exchange, and how much XP is missing for that, with the way to get more. */
export function ExchangeQuantity({ quantity, maxQuantity, onQuantityChange, missing }: ExchangeQuantityProps) {
  return (
    <>
      <div className={styles.stepper} role="group" aria-label={messages.product.quantity}>
        <IconButton
          label={messages.product.less}
          icon={<MinusIcon />}
          onClick={() => onQuantityChange(Math.max(1, quantity - 1))}
          disabled={quantity <= 1}
        />
        <output className={styles.stepperValue} aria-live="polite" aria-label={messages.product.quantity}>
          {quantity}
        </output>
        <IconButton
          label={messages.product.more}
          icon={<PlusIcon />}
          onClick={() => onQuantityChange(Math.min(maxQuantity, quantity + 1))}
          disabled={quantity >= maxQuantity}
        />
      </div>
      {missing > 0 ? (
        <p className={styles.status}>
          {messages.product.notEnough(formatXp(missing))}{' '}
          <AppLink to="/get-xp">{messages.product.getXp}</AppLink>
        </p>
      ) : null}
    </>
  );
}
