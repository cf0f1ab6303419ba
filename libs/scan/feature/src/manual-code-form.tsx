import { useId, useState, type FormEvent } from 'react';
import { extractPackCode } from '@cx/scan-data-access';
import { Button } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './scan.module.css';

export interface ManualCodeFormProps {
  onSubmit: (code: string) => void;
  busy?: boolean;
}

/** The fallback when there is no camera (or the code will not read): type the pack's code. */
export function ManualCodeForm({ onSubmit, busy = false }: ManualCodeFormProps) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = extractPackCode(value);
    if (!code) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit(code);
    setValue('');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={messages.scanning.manualTitle}>
      <label htmlFor={inputId} className={styles.label}>
        {messages.scanning.manualLabel}
      </label>
      <input
        id={inputId}
        className={styles.input}
        name="code"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={80}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        aria-invalid={invalid || undefined}
      />
      <span id={hintId} className={styles.muted}>
        {messages.scanning.manualHint}
      </span>
      {invalid ? (
        <span id={errorId} role="alert" className={`${styles.status} ${styles.error}`}>
          {messages.scanning.manualInvalid}
        </span>
      ) : null}
      <Button type="submit" loading={busy}>
        {messages.scanning.submit}
      </Button>
    </form>
  );
}
