import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldFrame, useFieldIds } from '../internal/field-messages';
import textStyles from '../text-field/text-field.module.css';
import styles from './select-field.module.css';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field; sets aria-invalid and is read with the field (as TextField). */
  error?: ReactNode;
  /** Class of the outer wrapper (className goes to the <select>). */
  fieldClassName?: string;
}

/** A labelled native <select> with TextField's box, hint and error pattern. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  fieldClassName,
  disabled,
  children,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds({ id, hint, error, 'aria-describedby': ariaDescribedBy }, 'select');
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} className={fieldClassName}>
      <div className={cx(textStyles.control, ids.invalid && textStyles.invalid, disabled && textStyles.disabled)}>
        <select
          {...selectProps}
          id={ids.controlId}
          disabled={disabled}
          className={cx(textStyles.input, styles.select, className)}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        >
          {children}
        </select>
      </div>
    </FieldFrame>
  );
}
