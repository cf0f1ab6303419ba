import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  formatDate,
  formatDateTime,
  formatTime,
  formatWeekdayDay,
  fromKyivWallClock,
  kyivIsoDateAfter,
  kyivWallClock,
  startOfMonthKyiv,
  toKyivIsoDate,
} from './date';

const HOUR = 3_600_000;

/** Last Sunday of a month at 01:00 UTC: when EU (and Ukrainian) summer time starts or ends. */
function lastSundayAt0100Utc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** An oracle that does not use Intl: Kyiv is UTC+2, UTC+3 in summer time. */
function kyivIsoDateByRule(time: number): string {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAt0100Utc(year, 2) && time < lastSundayAt0100Utc(year, 9);
  return new Date(time + (summer ? 3 : 2) * HOUR).toISOString().slice(0, 10);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('formatDate and formatDateTime', () => {
  it('show the Kyiv calendar day and wall-clock time', () => {
    expect(formatDate('2026-11-21T22:30:00Z')).toBe('22.11.2026');
    expect(formatDateTime('2026-11-21T22:30:00Z')).toBe('22.11.2026, 00:30');
    expect(formatDateTime(new Date('2026-07-01T09:05:00Z'))).toBe('01.07.2026, 12:05');
    expect(formatTime('2026-11-21T22:30:00Z')).toBe('00:30');
    expect(formatDate(Date.UTC(2026, 0, 5, 12))).toBe('05.01.2026');
  });

  it('do not depend on the device time zone', () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(formatDateTime('2026-11-21T22:30:00Z')).toBe('22.11.2026, 00:30');
  });

  it('refuse a value that is not a date', () => {
    expect(() => formatDate('вчора')).toThrow(RangeError);
    expect(() => formatDateTime(Number.NaN)).toThrow(RangeError);
  });
});

describe('startOfMonthKyiv', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-11-01'],
    // 00:30 on 1 April in Kyiv (summer time, UTC+3) is still 31 March in UTC.
    ['2026-03-31T21:30:00Z', '2026-04-01'],
    ['2026-03-31T20:59:59Z', '2026-03-01'],
    // New Year arrives two hours earlier in Kyiv (winter time, UTC+2).
    ['2026-12-31T22:00:00Z', '2027-01-01'],
    ['2026-12-31T21:59:59Z', '2026-12-01'],
  ])('at %s the month started on %s', (now, first) => {
    expect(startOfMonthKyiv(new Date(now))).toBe(first);
  });

  it('reads the clock when no time is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-31T21:00:00Z'));
    expect(startOfMonthKyiv()).toBe('2026-06-01');
  });

  it('agrees with the UTC+2 / UTC+3 summer-time rule for any moment of 2015–2025', () => {
    const from = Date.UTC(2015, 0, 1);
    const to = Date.UTC(2025, 11, 31, 23, 59, 59);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (time) => {
        const kyivDay = kyivIsoDateByRule(time);
        expect(toKyivIsoDate(time)).toBe(kyivDay);
        expect(startOfMonthKyiv(new Date(time))).toBe(`${kyivDay.slice(0, 7)}-01`);
      }),
      { numRuns: 2000 },
    );
  });

  it('is exact around every summer-time switch and month end of 2015–2025', () => {
    for (let year = 2015; year <= 2025; year++) {
      for (const edge of [lastSundayAt0100Utc(year, 2), lastSundayAt0100Utc(year, 9)]) {
        for (const time of [edge - 1000, edge, edge + 1000]) {
          expect(toKyivIsoDate(time)).toBe(kyivIsoDateByRule(time));
        }
      }
      for (let month = 0; month < 12; month++) {
        const kyivMidnightGuess = Date.UTC(year, month, 1) - 3 * HOUR;
        for (let offset = -2 * HOUR; offset <= 2 * HOUR; offset += 30 * 60_000) {
          const time = kyivMidnightGuess + offset;
          expect(startOfMonthKyiv(new Date(time))).toBe(`${kyivIsoDateByRule(time).slice(0, 7)}-01`);
        }
      }
    }
  });
});

describe('formatDate against the uk-UA locale', () => {
  it('prints what Intl prints for uk-UA in Kyiv', () => {
    const uk = new Intl.DateTimeFormat('uk-UA', {
      timeZone: 'Europe/Kyiv',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        expect(formatDate(time)).toBe(uk.format(time));
      }),
      { numRuns: 300 },
    );
  });
});

describe('Kyiv wall clock', () => {
  it('reads an instant as Kyiv numbers, winter and summer', () => {
    expect(kyivWallClock(Date.parse('2026-11-21T23:30:00Z'))).toEqual({ year: 2026, month: 11, day: 22, hour: 1, minute: 30 });
    expect(kyivWallClock(Date.parse('2026-07-01T06:00:00Z'))).toEqual({ year: 2026, month: 7, day: 1, hour: 9, minute: 0 });
  });

  it('turns a Kyiv wall time back into its instant, rolling a day past the month end over', () => {
    expect(fromKyivWallClock({ year: 2026, month: 7, day: 1, hour: 9, minute: 0 })).toBe(Date.parse('2026-07-01T06:00:00Z'));
    expect(fromKyivWallClock({ year: 2026, month: 11, day: 31, hour: 9, minute: 0 })).toBe(Date.parse('2026-12-01T07:00:00Z'));
  });

  it('round-trips every minute-aligned instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }), (minutes) => {
        const ms = minutes * 60_000;
        const back = fromKyivWallClock(kyivWallClock(ms));
        // The repeated hour when summer time ends maps to one of its two instants.
        expect([ms, ms - HOUR, ms + HOUR]).toContain(back);
        expect(kyivWallClock(back)).toEqual(kyivWallClock(ms));
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatWeekdayDay', () => {
  it('shows an ISO calendar day as weekday, day and month', () => {
    expect(formatWeekdayDay('2026-12-02')).toBe('ср, 2 грудня');
    expect(formatWeekdayDay('2026-11-29')).toBe('нд, 29 листопада');
    expect(formatWeekdayDay('2027-01-01')).toBe('пт, 1 січня');
  });

  it('reads an ISO day as written, whatever the device zone', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(formatWeekdayDay('2026-03-01')).toBe('нд, 1 березня');
  });

  it('shows an instant as its Kyiv day', () => {
    // 23:30 UTC on 1 December is already Wednesday 2 December in Kyiv.
    expect(formatWeekdayDay('2026-12-01T23:30:00Z')).toBe('ср, 2 грудня');
    expect(formatWeekdayDay(Date.parse('2026-12-01T21:59:00Z'))).toBe('вт, 1 грудня');
  });

  it('refuses a day that does not exist', () => {
    expect(() => formatWeekdayDay('2026-02-30')).toThrow(RangeError);
    expect(() => formatWeekdayDay('завтра')).toThrow(RangeError);
  });

  it('prints what Intl prints for uk-UA in Kyiv', () => {
    const uk = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv', weekday: 'short', day: 'numeric', month: 'long' });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (time) => {
        expect(formatWeekdayDay(time)).toBe(uk.format(time));
        expect(formatWeekdayDay(toKyivIsoDate(time))).toBe(uk.format(time));
      }),
      { numRuns: 300 },
    );
  });
});

describe('kyivIsoDateAfter', () => {
  it('counts Kyiv calendar days, across a month end and the device zone', () => {
    vi.stubEnv('TZ', 'America/New_York');
    // 22:30 UTC on 30 November is 00:30 on 1 December in Kyiv.
    const now = Date.parse('2026-11-30T22:30:00Z');
    expect([0, 1, 2, 3].map((days) => kyivIsoDateAfter(days, now))).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    expect(kyivIsoDateAfter(1, Date.parse('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });

  it('is one calendar day apart even across a summer-time switch', () => {
    // Kyiv moves its clocks forward on 29 March 2026: that day is 23 hours long.
    expect(kyivIsoDateAfter(1, Date.parse('2026-03-28T22:30:00Z'))).toBe('2026-03-30');
    expect(kyivIsoDateAfter(1, Date.parse('2026-03-28T21:30:00Z'))).toBe('2026-03-29');
  });
});
