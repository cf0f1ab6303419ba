import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/alert-icon';
import styles from './field.module.css';

export { styles as fieldStyles };

/** Joins the ids a control is described by, in reading order, skipping absent ones. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * The error comes with an icon as well as colour (colour alone must not carry meaning) and is
 * linked to the control by aria-describedby, so it is read when the field gets focus.
 */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: ReactNode;
  errorId: string;
}) {
  return (
    <>
      {error ? (
        <p id={errorId} className={styles.error} data-field-error="">
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
}
