import type { FormEvent } from 'react';
import { Button, TextField } from '@cx/shared-ui';
import { AuthFormPage } from './auth-form-page';
import { messages } from './messages';
import styles from './auth.module.css';

export interface AgeFormProps {
  /** YYYY-MM-DD, as the date input gives it. */
  birthDate: string;
  onBirthDateChange: (value: string) => void;
  onSubmit: () => void;
  onLeave: () => void;
  /** Latest date a customer of 18 can be born on (the date picker's max). */
  maxDate: string;
  error?: string;
  sending?: boolean;
  leaving?: boolean;
}

/** /is18: the signed-in customer confirms their age (spec §5 age_verified). No back arrow. */
export function AgeForm({
  birthDate,
  onBirthDateChange,
  onSubmit,
  onLeave,
  maxDate,
  error,
  sending = false,
  leaving = false,
}: AgeFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };
  return (
    <AuthFormPage title={messages.ageTitle} lead={messages.ageLead} onSubmit={submit}>
      <TextField
        label={messages.birthDateLabel}
        name="birthDate"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={maxDate}
        value={birthDate}
        onChange={(event) => onBirthDateChange(event.target.value)}
        hint={messages.birthDateHint}
        error={error}
        readOnly={sending}
      />
      <div className={styles.actions}>
        <Button type="submit" fullWidth size="lg" loading={sending} disabled={leaving}>
          {messages.ageConfirm}
        </Button>
        <Button variant="ghost" fullWidth onClick={onLeave} loading={leaving} disabled={sending}>
          {messages.ageLeave}
        </Button>
      </div>
    </AuthFormPage>
  );
}
