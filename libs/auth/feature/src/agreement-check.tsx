import { useId, type ReactNode } from 'react';
import { messages } from './messages';
import styles from './auth.module.css';

export interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  disabled: boolean;
  /** The user agreement link inside the label. */
  agreementLink: ReactNode;
}

/** The consent to the user agreement, with its error under it. */
export function AgreementCheck({ checked, onChange, error, disabled, agreementLink }: AgreementCheckProps) {
  const checkId = useId();
  return (
    <div>
      <label className={styles.check} htmlFor={checkId}>
        <input
          id={checkId}
          type="checkbox"
          name="agreement"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${checkId}-error` : undefined}
          disabled={disabled}
        />
        <span>
          {messages.agreementLabel} {agreementLink}
        </span>
      </label>
      {error ? (
        <p id={`${checkId}-error`} className={styles.checkError} data-field-error="">
          {error}
        </p>
      ) : null}
    </div>
  );
}
