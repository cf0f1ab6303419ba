// The fields of validation.ts that only routes past the first screens use (the shop, bonuses,
// certificates): apart, so the first screen's routes come without them.
import { notFound } from '@tanstack/react-router';
import type { Field } from './validation';

/** One of the listed values (numbers match their digits in the URL too). */
export function oneOf<const T extends string | number>(values: readonly T[]): Field<T> {
  return (raw) => values.find((value) => value === raw || (typeof value === 'number' && String(value) === raw));
}

/** Ids in paths and searches (products, orders, exchange products): positive whole numbers, no leading zero. */
export const positiveId: Field<number> = (raw) => {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
};

/** A value of a path param, or the 404 page. */
export function paramOrNotFound<T>(field: Field<T>, raw: string): T {
  const value = field(raw);
  if (value === undefined) throw notFound();
  return value;
}
