import { fromKyivWallClock, kyivWallClock, type KyivWallClock } from '@cx/shared-util-format';

/** A call-back slot today or tomorrow, with from and to times, in Kyiv time (spec §9). */
export interface CallbackSlot {
  day: 'today' | 'tomorrow';
  from: string;
  to: string;
}

/** The two-hour slots offered, 09:00–21:00 Kyiv time. */
export const CALLBACK_HOURS = [9, 11, 13, 15, 17, 19] as const;
const FIRST_HOUR = 9;
const LAST_HOUR = 21;
/** A slot today is offered only when it starts at least this long from now. */
const LEAD_MINUTES = 30;

const pad = (n: number) => String(n).padStart(2, '0');
const dayNumber = (w: Pick<KyivWallClock, 'year' | 'month' | 'day'>) => Date.UTC(w.year, w.month - 1, w.day) / 86_400_000;

/** Slots still ahead today in Kyiv (starting at least 30 min from now), then all of tomorrow. */
export function callbackSlots(nowMs: number): CallbackSlot[] {
  const now = kyivWallClock(nowMs);
  const minutesNow = now.hour * 60 + now.minute;
  const slot = (day: CallbackSlot['day'], h: number): CallbackSlot => ({ day, from: `${pad(h)}:00`, to: `${pad(h + 2)}:00` });
  return [
    ...CALLBACK_HOURS.filter((h) => h * 60 >= minutesNow + LEAD_MINUTES).map((h) => slot('today', h)),
    ...CALLBACK_HOURS.map((h) => slot('tomorrow', h)),
  ];
}

/** The slot as the instants send-phone-call takes (ISO, UTC), on the Kyiv calendar. */
export function slotTimes(slot: CallbackSlot, nowMs: number): { callFrom: string; callTo: string } {
  const today = kyivWallClock(nowMs);
  const day = today.day + (slot.day === 'tomorrow' ? 1 : 0);
  const at = (time: string) => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    return new Date(fromKyivWallClock({ ...today, day, hour, minute })).toISOString();
  };
  return { callFrom: at(slot.from), callTo: at(slot.to) };
}

/**
 * The server's check of a requested call-back: both ends valid, from before to, on one Kyiv day
 * that is today or tomorrow, inside 09:00–21:00 Kyiv time, and not already over.
 */
export function isCallbackSlotValid(callFrom: string, callTo: string, nowMs: number): boolean {
  const from = Date.parse(callFrom);
  const to = Date.parse(callTo);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from || to <= nowMs) return false;
  const a = kyivWallClock(from);
  const b = kyivWallClock(to);
  const offset = dayNumber(a) - dayNumber(kyivWallClock(nowMs));
  if (dayNumber(a) !== dayNumber(b) || offset < 0 || offset > 1) return false;
  const fromMinutes = a.hour * 60 + a.minute;
  const toMinutes = b.hour * 60 + b.minute;
  return fromMinutes >= FIRST_HOUR * 60 && toMinutes <= LAST_HOUR * 60;
}
