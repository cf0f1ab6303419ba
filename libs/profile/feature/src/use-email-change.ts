import { useState, type FormEvent } from 'react';
import { useBusyAction } from '@cx/shared-ui';
import { checkEmail } from '@cx/profile-data-access';
import { messages } from './messages';

const t = messages.personal;
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface EmailChangeCalls {
  /** Sends the code to the new address; rejects with a Ukrainian message. */
  onChangeEmail: (email: string) => Promise<void>;
  /** Confirms the change with the code; rejects with a Ukrainian message. */
  onConfirmEmail: (code: string) => Promise<void>;
}

/**
 * Changing the e-mail: the new address, then the code sent to it. `sentTo` is null until the
 * code is sent; whatever was typed stays after a failure.
 */
export function useEmailChange({ onChangeEmail, onConfirmEmail }: EmailChangeCalls) {
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { busy, error: formError, setError: setFormError, run } = useBusyAction(describe);

  const sendCode = (event: FormEvent, currentEmail: string | null | undefined) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkEmail(email, currentEmail);
    setFieldError(problem ?? undefined);
    if (problem) return;
    void run(async () => {
      await onChangeEmail(email.trim());
      setSentTo(email.trim());
      setCode('');
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{4,6}$/.test(code)) {
      setFieldError(t.codeFormat);
      return;
    }
    setFieldError(undefined);
    void run(async () => {
      await onConfirmEmail(code);
      setEditing(false);
      setSentTo(null);
      setEmail('');
      setCode('');
    });
  };

  const cancel = () => {
    setEditing(false);
    setSentTo(null);
    setFieldError(undefined);
    setFormError(null);
  };

  return { editing, startEditing: () => setEditing(true), email, setEmail, code, setCode, sentTo, fieldError, formError, busy, sendCode, confirm, cancel };
}

export type EmailChange = ReturnType<typeof useEmailChange>;
