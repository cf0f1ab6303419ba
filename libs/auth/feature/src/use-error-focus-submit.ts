import { useRef, useState, type FormEvent } from 'react';
import { useFocusFirstError } from '@cx/shared-ui';

/**
 * An auth form's submit: ignored while `sending`; each submit that ends in errors moves focus to
 * the first and has them said once, even when they are the same errors again. `shownErrors` is
 * what the form shows now (empty or undefined when nothing).
 */
export function useErrorFocusSubmit(shownErrors: string | undefined, sending: boolean, onSubmit: () => void) {
  const form = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  useFocusFirstError(form, shownErrors ? `${submits}|${shownErrors}` : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSubmits((count) => count + 1);
    onSubmit();
  };
  return { form, submit };
}
