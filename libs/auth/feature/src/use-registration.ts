import { useState } from 'react';
import * as v from 'valibot';
import { fieldErrors, registrationSchema, type AuthApi, type AuthFailure, type CodeSent, type RegistrationInput } from '@cx/auth-data-access';
import { failureMessage } from './failure-message';
import type { RegistrationDraft, RegistrationErrors } from './registration-form';

/** Where a refusal of the server belongs on the form. */
function errorsFor(failure: AuthFailure): RegistrationErrors {
  const message = failureMessage(failure);
  switch (failure.kind) {
    case 'email-taken':
      return { email: message };
    case 'invalid': {
      const field = failure.field === 'first_name' ? 'firstName' : failure.field === 'last_name' ? 'lastName' : failure.field;
      return field === 'firstName' || field === 'lastName' || field === 'email' ? { [field]: message } : { phone: message };
    }
    default:
      // The phone is what registration is about: its problems (taken, too many codes, the
      // connection) are told next to it.
      return { phone: message };
  }
}

export interface RegistrationOptions {
  auth: Pick<AuthApi, 'startRegistration'>;
  /** The brand checks the e-mail (glo). */
  withEmail: boolean;
  /** The phone brought by the link, without its +. */
  phone: string | undefined;
  /** The inviting friend's code, sent along with the registration. */
  referral: string | undefined;
}

/**
 * The registration form's state: the draft, the errors shown (each goes once its field changes),
 * the phone that turned out to have a customer already, and the submit, which validates, asks
 * for the registration SMS and leaves `codeFor` set for the code step.
 */
export function useRegistration({ auth, withEmail, phone, referral }: RegistrationOptions) {
  const [draft, setDraft] = useState<RegistrationDraft>({
    firstName: '',
    lastName: '',
    email: '',
    phone: phone ? `+${phone}` : '',
    agreement: false,
  });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [alreadyRegistered, setAlreadyRegistered] = useState<string>();
  const [sending, setSending] = useState(false);
  const [codeFor, setCodeFor] = useState<{ phone: string; sent: CodeSent & { at: number }; input: RegistrationInput }>();

  const submit = async () => {
    const parsed = v.safeParse(registrationSchema(withEmail), draft);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues) as RegistrationErrors);
      return;
    }
    const values = parsed.output;
    setSending(true);
    setErrors({});
    setAlreadyRegistered(undefined);
    const input: RegistrationInput = referral ? { ...values, ref: referral } : values;
    const result = await auth.startRegistration(input);
    setSending(false);
    if (!result.ok) {
      setErrors(errorsFor(result.failure));
      if (result.failure.kind === 'already-registered') setAlreadyRegistered(values.phone);
      return;
    }
    setCodeFor({ phone: values.phone, sent: { ...result.value, at: Date.now() }, input });
  };

  const change = (next: RegistrationDraft) => {
    setDraft(next);
    // A field's error goes once the customer changes that field.
    setErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(next) as (keyof RegistrationDraft)[]) {
        if (next[key] !== draft[key]) delete kept[key];
      }
      return kept;
    });
  };

  return { draft, change, errors, alreadyRegistered, sending, submit, codeFor, setCodeFor };
}
