import { useId } from 'react';
import { VERIFICATION_METHODS, type VerificationMethod } from '@cx/profile-data-access';
import { messages } from './messages';
import styles from './profile.module.css';

const t = messages.other;

export interface VerificationMethodFieldProps {
  value: VerificationMethod | null;
  onChange: (method: VerificationMethod) => void;
  error?: string;
}

/** How the age is to be confirmed (in a store, online, by a call): one radio each. */
export function VerificationMethodField({ value, onChange, error }: VerificationMethodFieldProps) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-method-error` : undefined}>
      <legend className={styles.legend}>{t.method}</legend>
      {VERIFICATION_METHODS.map((method) => (
        <label key={method} className={styles.choice}>
          <input type="radio" name={`${id}-method`} checked={value === method} onChange={() => onChange(method)} />
          <span>{t.methods[method]}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-method-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
