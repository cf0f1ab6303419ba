import type { ReactNode } from 'react';
import { Page, TextField } from '@cx/shared-ui';
import { AgreementCheck } from './agreement-check';
import { AuthFormActions } from './auth-form-actions';
import { messages } from './messages';
import { PhoneField } from './phone-field';
import { useErrorFocusSubmit } from './use-error-focus-submit';
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
  const set = <K extends keyof RegistrationDraft>(key: K, value: RegistrationDraft[K]) => onChange({ ...values, [key]: value });
  // Each submit that ends in errors: focus to the first, every error said once.
  const { form, submit } = useErrorFocusSubmit(Object.values(errors).filter(Boolean).join('|'), sending, onSubmit);
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
        <PhoneField value={values.phone} onChange={(phone) => set('phone', phone)} error={errors.phone} readOnly={sending} />
        <AgreementCheck
          checked={values.agreement}
          onChange={(checked) => set('agreement', checked)}
          error={errors.agreement}
          disabled={sending}
          agreementLink={agreementLink}
        />
        <AuthFormActions
          submitLabel={messages.registrationSubmit}
          sending={sending}
          secondary={onSignIn ? { label: messages.toSignIn, onClick: onSignIn } : undefined}
        />
      </form>
      {footer}
    </Page>
  );
}
