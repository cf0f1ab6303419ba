import * as v from 'valibot';
import { PhoneSchema } from '@cx/auth-data-access';

// What /auth needs only once the phone is submitted: the phone's valibot schema, the auth calls
// and the words of their failures. A chunk of its own (loadSignInSubmit), so the sign-in screen's
// first view carries neither valibot nor the auth data access (docs/performance.md, "Front-end
// budgets").
export { createAuthApi } from '@cx/auth-data-access';
export { failureMessage } from './failure-message';

/** The typed phone → the digits the backend keeps, or the first problem's message. */
export function parsePhone(input: string): { ok: true; phone: string } | { ok: false; message: string } {
  const parsed = v.safeParse(PhoneSchema, input);
  return parsed.success ? { ok: true, phone: parsed.output } : { ok: false, message: parsed.issues[0].message };
}
