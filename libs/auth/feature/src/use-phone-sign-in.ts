import { useState } from 'react';
import type { AuthApi, AuthFailure, CodeSent } from '@cx/auth-data-access';
import { NETWORK_FAILURE } from './sign-in-messages';
import { useCompleteSignIn } from './use-complete-sign-in';
import { loadSignInSubmit, useLazyAuth } from './use-lazy-auth';

// The code step is not part of the first screen: its chunk is fetched while the code is asked for.
export const loadCodeEntry = () => import('./code-entry');

/** The phone the code was sent to, when, and the auth calls that sent it. */
export interface CodeFor {
  phone: string;
  sent: CodeSent & { at: number };
  auth: AuthApi;
}

/**
 * /auth's phone step: what was typed, the refusal shown under it, and the submit, which loads
 * the validation and the auth calls on first use, then signs in at once (test phones) or leaves
 * `codeFor` set for the code step.
 */
export function usePhoneSignIn(initialPhone: string, redirect: string | undefined) {
  const loadAuth = useLazyAuth();
  const complete = useCompleteSignIn(redirect);
  const [phoneInput, setPhoneInput] = useState(initialPhone);
  const [phoneError, setPhoneError] = useState<string>();
  const [notRegistered, setNotRegistered] = useState<string>();
  const [sending, setSending] = useState(false);
  const [codeFor, setCodeFor] = useState<CodeFor>();

  const submitPhone = async () => {
    let submit: Awaited<ReturnType<typeof loadSignInSubmit>>;
    let auth: AuthApi;
    try {
      [submit, auth] = await Promise.all([loadSignInSubmit(), loadAuth()]);
    } catch {
      // The chunk could not be fetched (offline, or a deployment replaced it): like a failed call.
      setPhoneError(NETWORK_FAILURE);
      return;
    }
    const parsed = submit.parsePhone(phoneInput);
    if (!parsed.ok) {
      setPhoneError(parsed.message);
      return;
    }
    const { phone } = parsed;
    void loadCodeEntry().catch(() => undefined);
    setSending(true);
    setPhoneError(undefined);
    setNotRegistered(undefined);
    const result = await auth.startSignIn(phone);
    if (!result.ok) {
      setSending(false);
      setPhoneError(submit.failureMessage(result.failure));
      if (result.failure.kind === 'not-registered') setNotRegistered(phone);
      return;
    }
    if (result.value.kind === 'signed-in') {
      await complete(phone, result.value.session, auth);
      return;
    }
    setSending(false);
    setCodeFor({ phone, sent: { ...result.value, at: Date.now() }, auth });
  };

  /**
   * The code proved the phone, and it has no customer (login-sms answers every phone alike, so
   * this is where it shows): back to the phone step, which offers registration with the phone.
   */
  const notRegisteredAfterCode = async (phone: string, failure: AuthFailure) => {
    const submit = await loadSignInSubmit();
    setCodeFor(undefined);
    setPhoneInput(`+${phone}`);
    setPhoneError(submit.failureMessage(failure));
    setNotRegistered(phone);
  };

  const changePhone = (value: string) => {
    // Typing a phone announces the submit: its code is fetched meanwhile.
    void loadSignInSubmit().catch(() => undefined);
    setPhoneInput(value);
    setPhoneError(undefined);
    setNotRegistered(undefined);
  };

  return { phoneInput, changePhone, phoneError, notRegistered, notRegisteredAfterCode, sending, submitPhone, codeFor, setCodeFor, complete };
}
