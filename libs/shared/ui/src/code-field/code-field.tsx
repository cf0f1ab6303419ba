import {
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cx } from '../internal/cx';
import { FieldFrame, useFieldIds } from '../internal/field-messages';
import styles from './code-field.module.css';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'maxLength'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'pattern'
  | 'size'
  | 'prefix'
>;

export interface CodeFieldProps extends NativeInputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Number of digits (the input's maxLength). */
  length?: number;
  value?: string;
  defaultValue?: string;
  /** Receives digits only: anything else typed or pasted ("12 34-56") is dropped. */
  onValueChange?: (value: string) => void;
  /** Called once the code reaches `length` digits, e.g. to submit it. */
  onComplete?: (code: string) => void;
  fieldClassName?: string;
}

const digitsOnly = (raw: string, length: number) => raw.replace(/\D+/g, '').slice(0, length);

/**
 * The SMS code: one input with type="text", inputMode="numeric" and
 * autocomplete="one-time-code" so the phone offers the code from the message.
 */
export function CodeField({
  label,
  hint,
  error,
  length = 6,
  value,
  defaultValue,
  onValueChange,
  onComplete,
  id,
  className,
  fieldClassName,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CodeFieldProps) {
  const ids = useFieldIds({ id, hint, error, 'aria-describedby': ariaDescribedBy }, 'input');
  const [inner, setInner] = useState(() => digitsOnly(defaultValue ?? '', length));
  const current = value === undefined ? inner : digitsOnly(value, length);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = digitsOnly(event.target.value, length);
    if (next === current) return;
    if (value === undefined) setInner(next);
    onValueChange?.(next);
    if (next.length === length) onComplete?.(next);
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={fieldClassName}>
      <div
        className={cx(styles.box, ids.invalid && styles.invalid)}
        style={{ '--code-length': length } as CSSProperties}
      >
        <div className={styles.slots} aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <span
              key={index}
              className={styles.slot}
              data-active={index === Math.min(current.length, length - 1) ? '' : undefined}
            />
          ))}
        </div>
        <input
          spellCheck={false}
          autoCorrect="off"
          {...inputProps}
          id={ids.controlId}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={length}
          value={current}
          onChange={handleChange}
          className={cx(styles.input, className)}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
      </div>
    </FieldFrame>
  );
}
