import { useId } from 'react';
import { shopUiMessages as m } from './messages';
import styles from './variant-picker.module.css';
import { cx } from './cx';

export interface VariantOption {
  id: number;
  title: string;
  available: boolean;
  /** e.g. the formatted price when variants cost differently. */
  hint?: string;
}

export interface VariantPickerProps {
  variants: readonly VariantOption[];
  value: number | null;
  onChange: (variantId: number) => void;
  legend?: string;
}

/** The variants of a product as a radio group (colour, size, pack or block). */
export function VariantPicker({ variants, value, onChange, legend = m.variants }: VariantPickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {variants.map((variant) => (
          <label
            key={variant.id}
            className={cx(styles.option, value === variant.id && styles.checked, !variant.available && styles.disabled)}
          >
            <input
              type="radio"
              name={name}
              value={variant.id}
              checked={value === variant.id}
              disabled={!variant.available}
              onChange={() => onChange(variant.id)}
              className={styles.input}
            />
            <span>{variant.title}</span>
            {variant.hint ? <span className={styles.hint}>{variant.hint}</span> : null}
            {!variant.available ? <span className={styles.hint}>{m.soldOut}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
