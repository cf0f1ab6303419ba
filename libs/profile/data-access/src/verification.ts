import type { Metafield } from '@cx/api-client';

/**
 * /verification/other: a request to confirm the age another way (a person checks it). Stored as
 * metafields of the customer record, so support sees it with the customer and the app can show
 * that it is pending.
 */
export const VERIFICATION_REQUEST = {
  namespace: 'verification',
  birthDateKey: 'birth_date',
  requestKey: 'request',
} as const;

export const VERIFICATION_METHODS = ['document', 'store', 'call'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export interface VerificationRequest {
  method: VerificationMethod;
  birthDate: string;
  requestedAt: string;
}

export function readVerificationRequest(metafields: readonly Metafield[] | undefined): VerificationRequest | null {
  const field = metafields?.find(
    (item) => item.namespace === VERIFICATION_REQUEST.namespace && item.key === VERIFICATION_REQUEST.requestKey,
  );
  if (!field) return null;
  try {
    const value = JSON.parse(field.value) as Partial<VerificationRequest>;
    if (
      typeof value.birthDate === 'string' &&
      typeof value.requestedAt === 'string' &&
      (VERIFICATION_METHODS as readonly string[]).includes(value.method ?? '')
    ) {
      return value as VerificationRequest;
    }
  } catch {
    // A value someone else wrote: treat as no request.
  }
  return null;
}

/** Whole years between a YYYY-MM-DD birth date and today (YYYY-MM-DD, Kyiv). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** An error in Ukrainian, or null when the date may be sent: a real date, 18 or older. */
export function checkBirthDate(birthDate: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return 'Вкажи дату народження.';
  const date = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birthDate) return 'Такої дати не існує.';
  if (birthDate > today) return 'Дата народження не може бути в майбутньому.';
  const age = ageOn(birthDate, today);
  if (age > 120) return 'Перевір рік народження.';
  if (age < 18) return 'Застосунок лише для повнолітніх: тобі має бути 18 років або більше.';
  return null;
}
