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

const KYIV = (() => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Kyiv' });
    return 'Europe/Kyiv';
  } catch {
    return 'Europe/Kiev';
  }
})();

const kyivFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: KYIV,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface KyivWall {
  y: number;
  m: number;
  d: number;
  hh: number;
  mm: number;
}

function kyivWall(ms: number): KyivWall {
  const parts = Object.fromEntries(kyivFormat.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  const n = (key: string) => Number(parts[key] ?? 0);
  return { y: n('year'), m: n('month'), d: n('day'), hh: n('hour') % 24, mm: n('minute') };
}

/** The instant of a Kyiv wall-clock time (the offset is read at that instant, so DST holds). */
function fromKyivWall(y: number, m: number, d: number, hh: number, mm: number): number {
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  let ms = asUtc;
  for (let i = 0; i < 2; i += 1) {
    const w = kyivWall(ms);
    ms = asUtc - (Date.UTC(w.y, w.m - 1, w.d, w.hh, w.mm) - ms);
  }
  return ms;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayNumber = (w: Pick<KyivWall, 'y' | 'm' | 'd'>) => Date.UTC(w.y, w.m - 1, w.d) / 86_400_000;

/** Slots still ahead today in Kyiv (starting at least 30 min from now), then all of tomorrow. */
export function callbackSlots(nowMs: number): CallbackSlot[] {
  const now = kyivWall(nowMs);
  const minutesNow = now.hh * 60 + now.mm;
  const slot = (day: CallbackSlot['day'], h: number): CallbackSlot => ({ day, from: `${pad(h)}:00`, to: `${pad(h + 2)}:00` });
  return [
    ...CALLBACK_HOURS.filter((h) => h * 60 >= minutesNow + LEAD_MINUTES).map((h) => slot('today', h)),
    ...CALLBACK_HOURS.map((h) => slot('tomorrow', h)),
  ];
}

/** The slot as the instants send-phone-call takes (ISO, UTC), on the Kyiv calendar. */
export function slotTimes(slot: CallbackSlot, nowMs: number): { callFrom: string; callTo: string } {
  const today = kyivWall(nowMs);
  const at = (time: string) => {
    const [h, m] = time.split(':').map(Number) as [number, number];
    const base = new Date(Date.UTC(today.y, today.m - 1, today.d + (slot.day === 'tomorrow' ? 1 : 0)));
    return new Date(fromKyivWall(base.getUTCFullYear(), base.getUTCMonth() + 1, base.getUTCDate(), h, m)).toISOString();
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
  const a = kyivWall(from);
  const b = kyivWall(to);
  const offset = dayNumber(a) - dayNumber(kyivWall(nowMs));
  if (dayNumber(a) !== dayNumber(b) || offset < 0 || offset > 1) return false;
  const fromMinutes = a.hh * 60 + a.mm;
  const toMinutes = b.hh * 60 + b.mm;
  return fromMinutes >= FIRST_HOUR * 60 && toMinutes <= LAST_HOUR * 60;
}
