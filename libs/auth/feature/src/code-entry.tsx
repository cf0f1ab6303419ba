import { useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import { CodeSchema, type AuthResult, type CodeSent } from '@cx/auth-data-access';
import type { SignedInSession } from '@cx/shared-session';
import { CodeStep, type CodeStepError } from './code-step';
import { codeStepError } from './failure-message';
import { useCountdown } from './use-countdown';
import { useWebOtp } from './use-web-otp';

export interface CodeEntryProps {
  phone: string;
  /** When the first code went out and when another may be asked for. */
  sent: CodeSent & { at: number };
  resendCode: (phone: string) => Promise<AuthResult<CodeSent>>;
  confirmCode: (phone: string, code: string) => Promise<AuthResult<SignedInSession>>;
  onSignedIn: (session: SignedInSession) => Promise<void> | void;
  onChangePhone: () => void;
  title?: string;
}

/** The code step with its behaviour: confirm, resend after the countdown, WebOTP. */
export function CodeEntry({ phone, sent, resendCode, confirmCode, onSignedIn, onChangePhone, title }: CodeEntryProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<CodeStepError>();
  const [confirming, setConfirming] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [resendAt, setResendAt] = useState(() => sent.at + sent.resendIn * 1000);
  const resendIn = useCountdown(resendAt);
  const busy = useRef(false);

  const confirm = useCallback(
    async (value: string) => {
      if (busy.current || error?.kind === 'locked') return;
      const parsed = v.safeParse(CodeSchema, value);
      if (!parsed.success) {
        setError({ kind: 'other', message: parsed.issues[0].message });
        return;
      }
      busy.current = true;
      setConfirming(true);
      setError(undefined);
      const result = await confirmCode(phone, parsed.output);
      if (result.ok) {
        await onSignedIn(result.value);
      } else {
        setError(codeStepError(result.failure));
        if (result.failure.kind === 'wrong-code') setCode('');
      }
      busy.current = false;
      setConfirming(false);
    },
    [confirmCode, error?.kind, onSignedIn, phone],
  );

  const resend = async () => {
    if (resending) return;
    setResending(true);
    setResent(false);
    const result = await resendCode(phone);
    setResending(false);
    if (result.ok) {
      setResendAt(Date.now() + result.value.resendIn * 1000);
      setError(undefined);
      setCode('');
      setResent(true);
    } else {
      setError(codeStepError(result.failure));
      if (result.failure.retryAfter) setResendAt(Date.now() + result.failure.retryAfter * 1000);
    }
  };

  useWebOtp(!confirming && error?.kind !== 'locked', (otp) => {
    setCode(otp);
    void confirm(otp);
  });

  return (
    <CodeStep
      phone={phone}
      code={code}
      onCodeChange={(next) => {
        setCode(next);
        if (error?.kind === 'wrong-code' || error?.kind === 'other') setError(undefined);
      }}
      onSubmit={(value) => void confirm(value)}
      onChangePhone={onChangePhone}
      onResend={() => void resend()}
      confirming={confirming}
      resending={resending}
      resendIn={resendIn}
      error={error}
      resent={resent}
      title={title}
    />
  );
}
