import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldMessages, describedBy, fieldStyles } from '../internal/field-messages';
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
  const autoId = useId();
  const selectId = id ?? `${autoId}-select`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const invalid = Boolean(error);
  return (
    <div className={cx(fieldStyles.field, fieldClassName)}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={cx(textStyles.control, invalid && textStyles.invalid, disabled && textStyles.disabled)}>
        <select
          {...selectProps}
          id={selectId}
          disabled={disabled}
          className={cx(textStyles.input, styles.select, className)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && errorId, hint ? hintId : undefined, ariaDescribedBy)}
        >
          {children}
        </select>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
