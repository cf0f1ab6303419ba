import { describe, expect, it } from 'vitest';
import { callbackSlots, isCallbackSlotValid, slotTimes } from './callback-slot';

// 2026-11-21 10:15 in Kyiv (UTC+2 in winter).
const NOW = Date.parse('2026-11-21T08:15:00Z');

describe('call-back slots in Kyiv time', () => {
  it('offers what is still ahead today in Kyiv, then all of tomorrow', () => {
    const slots = callbackSlots(NOW);
    expect(slots[0]).toEqual({ day: 'today', from: '11:00', to: '13:00' });
    expect(slots.filter((s) => s.day === 'tomorrow')).toHaveLength(6);
  });

  it('does not follow the device clock: 23:30 UTC is already tomorrow in Kyiv', () => {
    const late = Date.parse('2026-11-21T23:30:00Z'); // 01:30 on the 22nd in Kyiv
    const [first] = callbackSlots(late);
    expect(first).toEqual({ day: 'today', from: '09:00', to: '11:00' });
    if (!first) return;
    expect(slotTimes(first, late)).toEqual({ callFrom: '2026-11-22T07:00:00.000Z', callTo: '2026-11-22T09:00:00.000Z' });
  });

  it('sends the Kyiv instants, summer time too', () => {
    const summer = Date.parse('2026-07-01T06:00:00Z'); // 09:00 Kyiv (UTC+3)
    expect(slotTimes({ day: 'tomorrow', from: '19:00', to: '21:00' }, summer)).toEqual({
      callFrom: '2026-07-02T16:00:00.000Z',
      callTo: '2026-07-02T18:00:00.000Z',
    });
  });

  it('the server accepts offered slots and refuses the rest', () => {
    for (const slot of callbackSlots(NOW)) {
      const { callFrom, callTo } = slotTimes(slot, NOW);
      expect(isCallbackSlotValid(callFrom, callTo, NOW)).toBe(true);
    }
    const at = (iso: string) => iso;
    expect(isCallbackSlotValid(at('2026-11-23T09:00:00Z'), at('2026-11-23T11:00:00Z'), NOW)).toBe(false); // the day after tomorrow
    expect(isCallbackSlotValid(at('2026-11-20T09:00:00Z'), at('2026-11-20T11:00:00Z'), NOW)).toBe(false); // yesterday
    expect(isCallbackSlotValid(at('2026-11-21T05:00:00Z'), at('2026-11-21T06:00:00Z'), NOW)).toBe(false); // over, and 07:00 Kyiv
    expect(isCallbackSlotValid(at('2026-11-22T20:00:00Z'), at('2026-11-22T21:00:00Z'), NOW)).toBe(false); // 22:00 Kyiv
    expect(isCallbackSlotValid(at('2026-11-22T11:00:00Z'), at('2026-11-22T09:00:00Z'), NOW)).toBe(false); // reversed
    expect(isCallbackSlotValid('nonsense', at('2026-11-22T09:00:00Z'), NOW)).toBe(false);
  });
});
