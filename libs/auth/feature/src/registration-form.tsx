import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Page, TextField, useFocusFirstError } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './auth.module.css';

export interface RegistrationDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  agreement: boolean;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationDraft, string>>;

export interface RegistrationFormProps {
  values: RegistrationDraft;
  onChange: (values: RegistrationDraft) => void;
  onSubmit: () => void;
  errors?: RegistrationErrors;
  /** Shown only where the brand checks the e-mail (glo; skipped for o'go, spec §5). */
  withEmail: boolean;
  sending?: boolean;
  /** The phone already has a customer: offer sign-in. */
  onSignIn?: () => void;
  /** The user agreement link inside the consent label (a router link in the app). */
  agreementLink: ReactNode;
  footer?: ReactNode;
}

/** /registration, first step: who the customer is. */
export function RegistrationForm({
  values,
  onChange,
  onSubmit,
  errors = {},
  withEmail,
  sending = false,
  onSignIn,
  agreementLink,
  footer,
}: RegistrationFormProps) {
  const checkId = useId();
  const set = <K extends keyof RegistrationDraft>(key: K, value: RegistrationDraft[K]) => onChange({ ...values, [key]: value });
  const form = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  const shown = Object.values(errors).filter(Boolean).join('|');
  // Each submit that ends in errors: focus to the first, every error said once.
  useFocusFirstError(form, shown ? `${submits}|${shown}` : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSubmits((count) => count + 1);
    onSubmit();
  };
  return (
    <Page as="main" title={messages.registrationTitle}>
      <p className={styles.lead}>{messages.registrationLead}</p>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={messages.firstNameLabel}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={errors.firstName}
          readOnly={sending}
          maxLength={100}
        />
        <TextField
          label={messages.lastNameLabel}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={errors.lastName}
          readOnly={sending}
          maxLength={100}
        />
        {withEmail ? (
          <TextField
            label={messages.emailLabel}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={errors.email}
            readOnly={sending}
            maxLength={254}
          />
        ) : null}
        <TextField
          label={messages.phoneLabel}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={messages.phonePlaceholder}
          value={values.phone}
          onChange={(event) => set('phone', event.target.value)}
          error={errors.phone}
          readOnly={sending}
          maxLength={24}
        />
        <div>
          <label className={styles.check} htmlFor={checkId}>
            <input
              id={checkId}
              type="checkbox"
              name="agreement"
              checked={values.agreement}
              onChange={(event) => set('agreement', event.target.checked)}
              aria-invalid={errors.agreement ? true : undefined}
              aria-describedby={errors.agreement ? `${checkId}-error` : undefined}
              disabled={sending}
            />
            <span>
              {messages.agreementLabel} {agreementLink}
            </span>
          </label>
          {errors.agreement ? (
            <p id={`${checkId}-error`} className={styles.checkError} data-field-error="">
              {errors.agreement}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button type="submit" fullWidth size="lg" loading={sending}>
            {messages.registrationSubmit}
          </Button>
          {onSignIn ? (
            <Button variant="secondary" fullWidth onClick={onSignIn}>
              {messages.toSignIn}
            </Button>
          ) : null}
        </div>
      </form>
      {footer}
    </Page>
  );
}
