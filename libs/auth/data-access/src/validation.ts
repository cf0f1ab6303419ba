import * as v from 'valibot';
import { normalizePhoneUa } from '@cx/shared-util-format';
import { CODE_LENGTH, validationMessages } from './validation-messages';

export { validationMessages } from './validation-messages';

/** Codes of Ukrainian mobile operators (the two digits after +380). */
const MOBILE_CODES = new Set(['39', '50', '63', '66', '67', '68', '73', '75', '77', '91', '92', '93', '94', '95', '96', '97', '98', '99']);

/**
 * What people type ("+380 67 111-22-33", "067 111 22 33") → the digits the backend keeps,
 * `380671112233` (spec §5: stripped to digits before test login).
 */
export const PhoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(validationMessages.phoneRequired),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const phone = normalizePhoneUa(dataset.value);
    if (!phone) {
      addIssue({ message: validationMessages.phoneFormat });
      return NEVER;
    }
    if (!MOBILE_CODES.has(phone.slice(3, 5))) {
      addIssue({ message: validationMessages.phoneOperator });
      return NEVER;
    }
    return phone;
  }),
);

export const CodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(validationMessages.codeRequired),
  v.regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), validationMessages.codeFormat),
);

const NameSchema = (required: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(100, validationMessages.nameLength),
    v.regex(/^[\p{L}][\p{L}'’ʼ\- ]*$/u, validationMessages.nameFormat),
  );

const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(validationMessages.emailRequired),
  v.maxLength(254, validationMessages.emailFormat),
  v.email(validationMessages.emailFormat),
);

/** The registration form; the e-mail is asked only where the brand checks it (glo). */
export function registrationSchema(withEmail: boolean) {
  return v.object({
    firstName: NameSchema(validationMessages.firstNameRequired),
    lastName: NameSchema(validationMessages.lastNameRequired),
    email: withEmail ? EmailSchema : v.optional(v.string(), ''),
    phone: PhoneSchema,
    agreement: v.literal(true, validationMessages.agreementRequired),
  });
}

/** Age in whole years on `today` (both calendar dates, YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** /is18: a real birth date (YYYY-MM-DD, as a date input gives it) of someone 18 or older on `today`. */
export function birthDateSchema(today: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(validationMessages.birthDateRequired),
    v.check(
      (value) => isCalendarDate(value) && value >= '1900-01-01' && value <= today,
      validationMessages.birthDateFormat,
    ),
    v.check((value) => ageOn(value, today) >= 18, validationMessages.underage),
  );
}

/** The first problem's message per field, for showing next to each field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return errors;
}
