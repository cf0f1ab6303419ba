import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldMessages, describedBy, fieldStyles } from '../internal/field-messages';
import styles from './text-area.module.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field; sets aria-invalid and is read with the field. */
  error?: ReactNode;
}

/** A labelled multi-line input, the TextField's sibling (same label, hint and error). */
export function TextArea({ label, hint, error, id, className, 'aria-describedby': ariaDescribedBy, ...props }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const invalid = Boolean(error);
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        {...props}
        id={inputId}
        className={cx(styles.textarea, invalid && styles.invalid, className)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && errorId, hint ? hintId : undefined, ariaDescribedBy)}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
