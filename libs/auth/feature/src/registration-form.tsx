import type { ReactNode } from 'react';
import { EmailField, TextField, fieldBinder } from '@cx/shared-ui';
import { AgreementCheck } from './agreement-check';
import { AuthFormActions } from './auth-form-actions';
import { AuthFormPage } from './auth-form-page';
import { messages } from './messages';
import { PhoneField } from './phone-field';
import { useErrorFocusSubmit } from './use-error-focus-submit';

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

const NAME_FIELDS = [
  { key: 'firstName', label: messages.firstNameLabel, autoComplete: 'given-name' },
  { key: 'lastName', label: messages.lastNameLabel, autoComplete: 'family-name' },
] as const;

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
  const field = fieldBinder(values, errors, set);
  // Each submit that ends in errors: focus to the first, every error said once.
  const { form, submit } = useErrorFocusSubmit(Object.values(errors).filter(Boolean).join('|'), sending, onSubmit);
  return (
    <AuthFormPage
      title={messages.registrationTitle}
      lead={messages.registrationLead}
      formRef={form}
      onSubmit={submit}
      footer={footer}
    >
      {NAME_FIELDS.map(({ key, label, autoComplete }) => (
        <TextField
          key={key}
          label={label}
          name={key}
          autoComplete={autoComplete}
          {...field(key)}
          readOnly={sending}
          maxLength={100}
        />
      ))}
      {withEmail ? (
        <EmailField label={messages.emailLabel} name="email" {...field('email')} readOnly={sending} maxLength={254} />
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
    </AuthFormPage>
  );
}
