import { IconButton, MinusIcon, PlusIcon } from '@cx/shared-ui';
import { shopUiMessages as m } from './messages';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  /** Name of the thing counted, for the buttons' accessible names. */
  itemLabel: string;
  onDecrement: () => void;
  onIncrement: () => void;
  min?: number;
  max?: number;
  /** A gift's count is fixed by its offer. */
  readOnly?: boolean;
}

/** − count + ; minus is disabled at the minimum (spec §5: never below 1). */
export function QuantityStepper({
  value,
  itemLabel,
  onDecrement,
  onIncrement,
  min = 1,
  max = 99,
  readOnly = false,
}: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={m.quantity(itemLabel)}>
      {readOnly ? null : (
        <IconButton
          label={m.decrease(itemLabel)}
          icon={<MinusIcon />}
          onClick={onDecrement}
          disabled={value <= min}
        />
      )}
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      {readOnly ? null : (
        <IconButton
          label={m.increase(itemLabel)}
          icon={<PlusIcon />}
          onClick={onIncrement}
          disabled={value >= max}
        />
      )}
    </div>
  );
}
