import type { ReactNode } from 'react';
import { AuthFormActions } from './auth-form-actions';
import { AuthFormPage } from './auth-form-page';
import { signInMessages as messages } from './sign-in-messages';
import { PhoneField } from './phone-field';
import { useErrorFocusSubmit } from './use-error-focus-submit';
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
  const { form, submit } = useErrorFocusSubmit(error, sending, onSubmit);
  return (
    <AuthFormPage
      title={messages.signInTitle}
      lead={messages.signInLead}
      formRef={form}
      onSubmit={submit}
      before={
        notice ? (
          <p className={styles.lead} role="status" data-testid="auth-notice">
            {notice}
          </p>
        ) : null
      }
      footer={footer}
    >
      <PhoneField value={phone} onChange={onPhoneChange} error={error} readOnly={sending} />
      <AuthFormActions
        submitLabel={messages.getCode}
        sending={sending}
        secondary={onRegister ? { label: messages.register, onClick: onRegister } : undefined}
      />
    </AuthFormPage>
  );
}
