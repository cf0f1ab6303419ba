import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Page, TextField, useFocusFirstError } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './auth.module.css';

export interface PhoneStepProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  onSubmit: () => void;
  /** The code (or a test phone's session) is being asked for. */
  sending?: boolean;
  /** Shown under the field. */
  error?: string;
  /** The phone has no customer yet: offer registration right there. */
  onRegister?: () => void;
  /** Links under the form (registration, user agreement), given by the screen. */
  footer?: ReactNode;
  /** Why the customer is here, e.g. the session ended (shown above the form). */
  notice?: string;
}

/** /auth, first step: the phone number. Full-screen, no back arrow (spec §2). */
export function PhoneStep({ phone, onPhoneChange, onSubmit, sending = false, error, onRegister, footer, notice }: PhoneStepProps) {
  const form = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  // Each submit that ends in an error (said once, even when it is the same error again).
  useFocusFirstError(form, error ? `${submits}|${error}` : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSubmits((count) => count + 1);
    onSubmit();
  };
  return (
    <Page as="main" title={messages.signInTitle}>
      {notice ? (
        <p className={styles.lead} role="status" data-testid="auth-notice">
          {notice}
        </p>
      ) : null}
      <p className={styles.lead}>{messages.signInLead}</p>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={messages.phoneLabel}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={messages.phonePlaceholder}
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
          error={error}
          readOnly={sending}
          maxLength={24}
        />
        <div className={styles.actions}>
          <Button type="submit" fullWidth size="lg" loading={sending}>
            {messages.getCode}
          </Button>
          {onRegister ? (
            <Button variant="secondary" fullWidth onClick={onRegister}>
              {messages.register}
            </Button>
          ) : null}
        </div>
      </form>
      {footer}
    </Page>
  );
}
