/** Strips everything but the digits 0–9 (spec §5: the phone is stripped to digits before test login). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/**
 * A Ukrainian mobile number as the backend keeps it, `380671112233`, from what people type:
 * `+380 67 111 22 33`, `067 111 22 33` or `67 111 22 33`. Null when it cannot be one.
 */
export function normalizePhoneUa(input: string): string | null {
  const digits = digitsOnly(input);
  if (/^380\d{9}$/.test(digits)) {
    return digits;
  }
  if (/^0\d{9}$/.test(digits)) {
    return `38${digits}`;
  }
  if (/^[1-9]\d{8}$/.test(digits)) {
    return `380${digits}`;
  }
  return null;
}

/**
 * `+380 67 111 22 33`. Input the function cannot read as a Ukrainian number is returned as it
 * came, so a display never loses what the server sent.
 */
export function formatPhoneUa(input: string): string {
  const phone = normalizePhoneUa(input);
  if (!phone) {
    return input;
  }
  return `+380 ${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10, 12)}`;
}
