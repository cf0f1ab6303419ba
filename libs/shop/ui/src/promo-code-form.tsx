import { useId, useState, type FormEvent } from 'react';
import { Badge, Button, CloseIcon, IconButton } from '@cx/shared-ui';
import styles from './promo-code-form.module.css';

export interface AppliedPromoCode {
  code: string;
  /** Whether it counts for the cart as it is now. */
  active: boolean;
  /** Why it does not count, or what it gives. */
  note?: string;
}

export interface PromoCodeFormProps {
  /** Checks and applies a code; the message is shown under the field (error or confirmation). */
  onApply: (code: string) => { ok: boolean; message: string };
  onRemove: (code: string) => void;
  applied: readonly AppliedPromoCode[];
  labels: {
    field: string;
    apply: string;
    remove: (code: string) => string;
    applied: string;
    inactive: string;
  };
  /** What the field starts with, e.g. the code a promo link brought (/shop/cart?promo=). */
  initialValue?: string;
}

/** Enter a promo code; the answer (accepted or why not) is announced with the field. */
export function PromoCodeForm({ onApply, onRemove, applied, labels, initialValue = '' }: PromoCodeFormProps) {
  const [value, setValue] = useState(initialValue);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const statusId = useId();
  const inputId = useId();
  const errorId = useId();
  const error = answer && !answer.ok ? answer.message : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = onApply(value);
    setAnswer(result);
    if (result.ok) setValue('');
  };

  return (
    <div className={styles.promo}>
      <form onSubmit={submit} noValidate>
        {/*
          shared-ui's TextField is not exported yet; this field follows its markup rules. The label
          sits above the row at its full width, so a narrow screen never breaks the word; the
          button drops under the field rather than squeeze it (promo-code-form.module.css).
        */}
        <label htmlFor={inputId} className={styles.label}>
          {labels.field}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (answer && !answer.ok) setAnswer(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="done"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" variant="secondary" className={styles.apply}>
            {labels.apply}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
      <p id={statusId} role="status" className={styles.success}>
        {answer?.ok ? answer.message : ''}
      </p>
      {applied.length > 0 ? (
        <ul role="list" className={styles.applied} aria-label={labels.applied}>
          {applied.map((item) => (
            <li key={item.code} className={styles.code}>
              <Badge tone={item.active ? 'success' : 'neutral'}>{item.code}</Badge>
              <span className={styles.note}>{item.note ?? (item.active ? '' : labels.inactive)}</span>
              <IconButton label={labels.remove(item.code)} icon={<CloseIcon />} onClick={() => onRemove(item.code)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
