import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { AlertIcon } from '@cx/shared-ui';
import styles from './field.module.css';

// shared-ui's TextField is not exported from its index yet; these follow its markup (label, hint,
// error linked by aria-describedby, 48 px control, 16 px text) so swapping them is one import.

interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

function describedBy(...ids: (string | false | undefined)[]) {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

export type FieldProps = FieldFrameProps & Omit<ComponentPropsWithRef<'input'>, 'size'>;

export function Field({ label, hint, error, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className={[styles.control, error ? styles.invalid : '', className ?? ''].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? `${autoId}-error` : undefined, hint ? `${autoId}-hint` : undefined)}
      />
      <FieldMessages id={autoId} hint={hint} error={error} />
    </div>
  );
}

export type TextAreaProps = FieldFrameProps & ComponentPropsWithRef<'textarea'>;

export function TextArea({ label, hint, error, id, className, ...input }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <textarea
        {...input}
        id={inputId}
        className={[styles.control, styles.textarea, error ? styles.invalid : '', className ?? ''].join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error ? `${autoId}-error` : undefined, hint ? `${autoId}-hint` : undefined)}
      />
      <FieldMessages id={autoId} hint={hint} error={error} />
    </div>
  );
}

function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** A form-level failure: announced, with the icon as well as the colour. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={styles.alert}>
      <AlertIcon size={18} />
      <span>{children}</span>
    </p>
  );
}
