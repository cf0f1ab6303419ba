import { describe, expect, it } from 'vitest';
import { addMonths, kyivDate, kyivDayStart, kyivMonthStart } from './time.ts';

const at = (iso: string) => Date.parse(iso);

describe('Kyiv calendar', () => {
  it('a Kyiv day begins at 22:00 UTC the day before in winter and at 21:00 in summer', () => {
    expect(kyivDayStart('2026-01-15')).toBe(at('2026-01-14T22:00:00Z'));
    expect(kyivDayStart('2026-07-01')).toBe(at('2026-06-30T21:00:00Z'));
  });

  it('the days the clocks change begin at the midnight before the change', () => {
    // Summer time starts on 29 March 2026 at 03:00 and ends on 25 October 2026 at 04:00, Kyiv time.
    expect(kyivDayStart('2026-03-29')).toBe(at('2026-03-28T22:00:00Z'));
    expect(kyivDayStart('2026-03-30')).toBe(at('2026-03-29T21:00:00Z'));
    expect(kyivDayStart('2026-10-25')).toBe(at('2026-10-24T21:00:00Z'));
    expect(kyivDayStart('2026-10-26')).toBe(at('2026-10-25T22:00:00Z'));
  });

  it('the month and the day turn at Kyiv midnight, not at UTC midnight', () => {
    const justAfter = at('2026-10-31T22:30:00Z'); // 00:30 on 1 November in Kyiv
    expect(kyivDate(justAfter)).toBe('2026-11-01');
    expect(kyivMonthStart(justAfter)).toBe(at('2026-10-31T22:00:00Z'));
    const justBefore = at('2026-10-31T21:30:00Z'); // 23:30 on 31 October in Kyiv
    expect(kyivDate(justBefore)).toBe('2026-10-31');
    expect(kyivMonthStart(justBefore)).toBe(at('2026-09-30T21:00:00Z'));
  });

  it('adds calendar months to a date', () => {
    expect(addMonths('2026-11-27', 12)).toBe('2027-11-27');
    expect(addMonths('2026-05-15', 6)).toBe('2026-11-15');
  });
});
