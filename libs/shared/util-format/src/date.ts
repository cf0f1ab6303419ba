import { once } from './once';

/**
 * The product's clock is Kyiv's. Engines with tz data older than 2022b only know the old
 * spelling, and an unknown zone throws, so fall back to it rather than break every date.
 * Asked on first use (once.ts): the probe loads the engine's time-zone data.
 */
export const kyivTimeZone: () => string = once(() => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Kyiv' });
    return 'Europe/Kyiv';
  } catch {
    return 'Europe/Kiev';
  }
});

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Not a valid date: ${String(value)}`);
  }
  return date;
}

/**
 * One formatter for the Kyiv calendar fields; the texts are assembled from its parts so every
 * engine prints the same `dd.mm.yyyy, HH:MM` whatever its ICU version does with punctuation.
 */
const kyivParts = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: kyivTimeZone(),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

interface KyivFields {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function kyivFields(value: DateInput): KyivFields {
  const fields: Record<string, string> = {};
  for (const part of kyivParts().formatToParts(toDate(value))) {
    fields[part.type] = part.value;
  }
  return {
    year: fields['year'] ?? '',
    month: fields['month'] ?? '',
    day: fields['day'] ?? '',
    // Some engines print midnight as 24 even with h23.
    hour: fields['hour'] === '24' ? '00' : (fields['hour'] ?? ''),
    minute: fields['minute'] ?? '',
  };
}

/** An instant's Kyiv wall clock as numbers (month 1–12, hour 0–23). */
export interface KyivWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function kyivWallClock(value: DateInput): KyivWallClock {
  const fields = kyivFields(value);
  return {
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
  };
}

/**
 * The instant (ms) of a Kyiv wall-clock time. The offset is read at that instant, so summer time
 * holds; a day past the month's end rolls over (day 32 of January is 1 February).
 */
export function fromKyivWallClock({ year, month, day, hour, minute }: KyivWallClock): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  let ms = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const wall = kyivWallClock(ms);
    ms = asUtc - (Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - ms);
  }
  return ms;
}

/** `22.11.2026` — the calendar day in Kyiv, whatever the device's zone. */
export function formatDate(value: DateInput): string {
  const { day, month, year } = kyivFields(value);
  return `${day}.${month}.${year}`;
}

/** `22.11.2026, 00:30` — Kyiv wall-clock time, 24-hour. */
export function formatDateTime(value: DateInput): string {
  const { day, month, year, hour, minute } = kyivFields(value);
  return `${day}.${month}.${year}, ${hour}:${minute}`;
}

/** `00:30` — the Kyiv wall-clock time of day, 24-hour. */
export function formatTime(value: DateInput): string {
  const { hour, minute } = kyivFields(value);
  return `${hour}:${minute}`;
}

/** The calendar day in Kyiv as an ISO date, e.g. `2026-11-22`. */
export function toKyivIsoDate(value: DateInput): string {
  const { day, month, year } = kyivFields(value);
  return `${year}-${month}-${day}`;
}

/** The Kyiv calendar day `days` after the one `now` falls on, as an ISO date (`2026-12-02`). */
export function kyivIsoDateAfter(days: number, now: DateInput = new Date()): string {
  const { year, month, day } = kyivWallClock(now);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const WEEKDAYS_SHORT = ['нд', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];
const MONTHS_GENITIVE = [
  'січня',
  'лютого',
  'березня',
  'квітня',
  'травня',
  'червня',
  'липня',
  'серпня',
  'вересня',
  'жовтня',
  'листопада',
  'грудня',
];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `ср, 2 грудня` — a day with its weekday, for a customer choosing or reading a delivery day.
 * An ISO date (`2026-12-02`) is that calendar day as written; any other value is an instant,
 * shown as its Kyiv calendar day. Assembled from tables, not Intl, so every engine agrees.
 */
export function formatWeekdayDay(value: DateInput): string {
  const iso = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  const { year, month, day } = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : kyivWallClock(value);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Not a valid date: ${String(value)}`);
  }
  return `${WEEKDAYS_SHORT[date.getUTCDay()]}, ${day} ${MONTHS_GENITIVE[month - 1]}`;
}

/**
 * The first day of the current month in Kyiv as an ISO date (`2026-11-01`): scan counts run from
 * the first day of the current month (spec §9), and the month turns at Kyiv midnight, not at the
 * device's or UTC midnight.
 */
export function startOfMonthKyiv(now: DateInput = new Date()): string {
  return `${toKyivIsoDate(now).slice(0, 7)}-01`;
}
