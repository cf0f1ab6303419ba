/**
 * Kyiv calendar helpers. Scan counts run from the first day of the month in Kyiv time (spec §9);
 * the Kyiv calendar day itself comes from the shared formatter, as the apps show it.
 */
import { kyivTimeZone, startOfMonthKyiv, toKyivIsoDate } from '@cx/shared-util-format';

// Building a DateTimeFormat is costly; one instance serves every call.
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: kyivTimeZone(), timeZoneName: 'longOffset' });

/** Kyiv's offset from UTC at the given instant, in ms ("GMT+03:00" is 3 hours). */
function kyivOffset(ms: number): number {
  const name = offsetFormat.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!m) return 0; // "GMT": no offset
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}

/** The instant a Kyiv calendar day (YYYY-MM-DD) begins. */
export function kyivDayStart(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  // The offset in force three hours before UTC midnight, when the Kyiv day has not yet begun
  // (clocks change at 03:00 and 04:00 Kyiv time, never near midnight).
  return utcMidnight - kyivOffset(utcMidnight - 3 * 3_600_000);
}

/** The instant at which the current Kyiv month began. */
export const kyivMonthStart = (ms: number): number => kyivDayStart(startOfMonthKyiv(ms));

/** The Kyiv calendar day of an instant, YYYY-MM-DD. */
export const kyivDate = (ms: number): string => toKyivIsoDate(ms);

/** Adds calendar months to a YYYY-MM-DD date. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1 + months, d));
  return t.toISOString().slice(0, 10);
}
