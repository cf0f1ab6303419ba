import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldFrame, useFieldIds } from '../internal/field-messages';
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
  const ids = useFieldIds({ id, hint, error, 'aria-describedby': ariaDescribedBy }, 'input', prefix ? 'prefix' : undefined);

  return (
    <FieldFrame
      ids={ids}
      label={hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      hint={hint}
      error={error}
      className={fieldClassName}
    >
      <div className={cx(styles.control, ids.invalid && styles.invalid, disabled && styles.disabled)}>
        {prefix ? (
          <span id={ids.leadId} className={styles.prefix}>
            {prefix}
          </span>
        ) : null}
        <input
          {...inputProps}
          id={ids.controlId}
          disabled={disabled}
          className={cx(styles.input, className)}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
      </div>
    </FieldFrame>
  );
}
