import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { AlertIcon } from '@cx/shared-ui';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'prefix' | 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * A labelled input with its error next to it (icon + text, linked by aria-describedby).
 * Stand-in with the same props as shared-ui's TextField, which its public index does not export
 * yet; switch the import to '@cx/shared-ui' once it does.
 */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const errorId = `${autoId}-error`;
  const hintId = `${autoId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        className={[styles.input, error ? styles.invalid : null, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
