/** Kyiv wall-clock helpers. Scan counts run from the first day of the month in Kyiv time (spec §9). */
const KYIV = 'Europe/Kyiv';

// Building a DateTimeFormat is costly; one instance serves every call.
const kyivFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: KYIV,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function kyivParts(ms: number): { y: number; m: number; d: number; hh: number; mm: number; ss: number } {
  const p = Object.fromEntries(kyivFormat.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const n = (k: string) => Number(p[k] ?? 0);
  return { y: n('year'), m: n('month'), d: n('day'), hh: n('hour'), mm: n('minute'), ss: n('second') };
}

/** Offset of Kyiv from UTC at the given instant, in ms. */
function kyivOffset(ms: number): number {
  const p = kyivParts(ms);
  return Date.UTC(p.y, p.m - 1, p.d, p.hh, p.mm, p.ss) - Math.floor(ms / 1000) * 1000;
}

/** The instant at which the current Kyiv month began. */
export function kyivMonthStart(ms: number): number {
  const p = kyivParts(ms);
  const guess = Date.UTC(p.y, p.m - 1, 1);
  return guess - kyivOffset(guess - 3 * 3_600_000);
}

export function kyivDate(ms: number): string {
  const p = kyivParts(ms);
  return `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}`;
}

/** The instant a Kyiv calendar day (YYYY-MM-DD) begins. */
export function kyivDayStart(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  return guess - kyivOffset(guess - 3 * 3_600_000);
}

/** Adds calendar months to a YYYY-MM-DD date. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1 + months, d));
  return t.toISOString().slice(0, 10);
}
