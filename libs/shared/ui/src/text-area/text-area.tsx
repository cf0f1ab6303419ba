import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FieldFrame, useFieldIds } from '../internal/field-messages';
import styles from './text-area.module.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field; sets aria-invalid and is read with the field. */
  error?: ReactNode;
}

/** A labelled multi-line input, the TextField's sibling (same label, hint and error). */
export function TextArea({ label, hint, error, id, className, 'aria-describedby': ariaDescribedBy, ...props }: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error, 'aria-describedby': ariaDescribedBy }, 'input');
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <textarea
        {...props}
        id={ids.controlId}
        className={cx(styles.textarea, ids.invalid && styles.invalid, className)}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
