import { useId, type ReactNode } from 'react';
import { AlertIcon } from '../icons/alert-icon';
import { cx } from './cx';
import styles from './field.module.css';

/** Joins the ids a control is described by, in reading order, skipping absent ones. */
function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** What a labelled control is given: its id, hint, error and any description of the caller's. */
interface FieldParts {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  'aria-describedby'?: string;
}

interface FieldIds {
  /** The control's id: the given one, or `<generated>-<kind>`. */
  controlId: string;
  hintId: string;
  errorId: string;
  /** The id of what is read before the rest (TextField's prefix), when there is one. */
  leadId: string | undefined;
  invalid: boolean;
  /** The control's aria-describedby: the lead, the error, the hint, then the caller's. */
  describedBy: string | undefined;
}

/** The ids one labelled control and its messages share; `lead` names a part read first (a prefix). */
export function useFieldIds({ id, hint, error, 'aria-describedby': extra }: FieldParts, kind: string, lead?: string): FieldIds {
  const autoId = useId();
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const leadId = lead ? `${autoId}-${lead}` : undefined;
  const invalid = Boolean(error);
  return {
    controlId: id ?? `${autoId}-${kind}`,
    hintId,
    errorId,
    leadId,
    invalid,
    describedBy: describedBy(leadId, invalid && errorId, hint ? hintId : undefined, extra),
  };
}

/**
 * The error comes with an icon as well as colour (colour alone must not carry meaning) and is
 * linked to the control by aria-describedby, so it is read when the field gets focus.
 */
function FieldMessages({
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

/** Every field of the design system: the label above its control, the error and hint under it. */
export function FieldFrame({
  ids,
  label,
  hint,
  error,
  className,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
