import { useEffect, useRef, type FormEvent } from 'react';
import { formatPhoneUa } from '@cx/shared-util-format';
import { Button, CodeField, useFocusFirstError } from '@cx/shared-ui';
import { CODE_LENGTH } from '@cx/auth-data-access';
import { AuthFormPage } from './auth-form-page';
import { formatCountdown, messages } from './messages';
import styles from './auth.module.css';

export type CodeStepError = { kind: 'wrong-code' | 'expired' | 'locked' | 'other'; message: string };

export interface CodeStepProps {
  /** Digits, 380…; shown formatted. */
  phone: string;
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: (code: string) => void;
  onChangePhone: () => void;
  onResend: () => void;
  /** The code is being confirmed. */
  confirming?: boolean;
  /** A new code is being asked for. */
  resending?: boolean;
  /** Seconds until a new code may be asked for; 0 when it may be now. */
  resendIn: number;
  error?: CodeStepError;
  /** A new code went out (said politely to screen readers). */
  resent?: boolean;
  title?: string;
}

/** The SMS code: `type=text`, `inputmode=numeric`, `autocomplete=one-time-code` (CodeField). */
export function CodeStep({
  phone,
  code,
  onCodeChange,
  onSubmit,
  onChangePhone,
  onResend,
  confirming = false,
  resending = false,
  resendIn,
  error,
  resent = false,
  title = messages.codeTitle,
}: CodeStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // A refused code: focus back to the field (from the button, too) and the reason said.
  useFocusFirstError(form, error?.message);
  const locked = error?.kind === 'locked';
  const expired = error?.kind === 'expired';
  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirming && !locked) onSubmit(code);
  };
  const canResend = resendIn <= 0;

  return (
    <AuthFormPage title={title} lead={messages.codeSentTo(formatPhoneUa(phone))} formRef={form} onSubmit={submit}>
      <CodeField
        ref={input}
        label={messages.codeLabel}
        name="code"
        length={CODE_LENGTH}
        value={code}
        onValueChange={onCodeChange}
        onComplete={(complete) => {
          if (!confirming && !locked) onSubmit(complete);
        }}
        error={error?.message}
        readOnly={confirming}
        disabled={locked}
      />
      <div className={styles.actions}>
        <Button type="submit" fullWidth size="lg" loading={confirming} disabled={locked || expired}>
          {messages.signIn}
        </Button>
        <div className={styles.resend}>
          {canResend ? (
            <Button variant={locked || expired ? 'primary' : 'ghost'} fullWidth loading={resending} onClick={onResend}>
              {messages.resend}
            </Button>
          ) : (
            <span>{messages.resendIn(formatCountdown(resendIn))}</span>
          )}
        </div>
        {resent && !error ? (
          <p className={styles.notice} role="status">
            {messages.codeResent}
          </p>
        ) : null}
        <Button variant="ghost" fullWidth onClick={onChangePhone} disabled={confirming}>
          {messages.changePhone}
        </Button>
      </div>
    </AuthFormPage>
  );
}
