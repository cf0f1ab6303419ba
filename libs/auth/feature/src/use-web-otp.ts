import { useEffect, useRef } from 'react';

interface OtpCredentialLike {
  code?: string;
}

/**
 * WebOTP where the browser has it (Chrome on Android): the SMS code is read from the message
 * (which must end with "@<host> #<code>") and handed over without typing. Elsewhere the field's
 * autocomplete="one-time-code" does the same job through the keyboard.
 */
export function useWebOtp(enabled: boolean, onCode: (code: string) => void): void {
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    if (!enabled || typeof window === 'undefined' || !('OTPCredential' in window)) return;
    const controller = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredentialLike | null)?.code;
        if (code && !controller.signal.aborted) latest.current(code.replace(/\D+/g, ''));
      })
      .catch(() => {
        // Aborted, dismissed or unsupported: the customer types the code.
      });
    return () => controller.abort();
  }, [enabled]);
}
