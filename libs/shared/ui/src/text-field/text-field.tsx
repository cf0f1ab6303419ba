import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldMessages, describedBy, fieldStyles } from '../internal/field-messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'prefix' | 'size'> {
  /** Always give a label; hide it visually with `hideLabel` only when the context says it. */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown under the field; sets aria-invalid and is read with the field. */
  error?: ReactNode;
  /** Fixed text before the value, e.g. "+380". Read as part of the field's description. */
  prefix?: ReactNode;
  /** e.g. an IconButton that clears the field or shows a password. */
  suffix?: ReactNode;
  /** Class of the outer wrapper (className goes to the <input>). */
  fieldClassName?: string;
}

/**
 * A labelled text input. Every native input attribute passes through (type, inputMode,
 * autoComplete, name, value/onChange…), and `ref` reaches the <input> (React 19 ref-as-prop).
 */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  prefix,
  suffix,
  id,
  className,
  fieldClassName,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const prefixId = `${autoId}-prefix`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const invalid = Boolean(error);

  return (
    <div className={cx(fieldStyles.field, fieldClassName)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <div
        className={cx(styles.control, invalid && styles.invalid, disabled && styles.disabled)}
      >
        {prefix ? (
          <span id={prefixId} className={styles.prefix}>
            {prefix}
          </span>
        ) : null}
        <input
          {...inputProps}
          id={inputId}
          disabled={disabled}
          className={cx(styles.input, className)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(
            prefix ? prefixId : undefined,
            invalid && errorId,
            hint ? hintId : undefined,
            ariaDescribedBy,
          )}
        />
        {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
