/** A call-back slot today or tomorrow, with from and to times (spec §9). */
export interface CallbackSlot {
  day: 'today' | 'tomorrow';
  from: string;
  to: string;
}

/** The two-hour slots offered, 09:00–21:00. */
export const CALLBACK_HOURS = [9, 11, 13, 15, 17, 19] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** Slots still ahead today (starting at least 30 min from now), then all of tomorrow. */
export function callbackSlots(now: Date): CallbackSlot[] {
  const minutesNow = now.getHours() * 60 + now.getMinutes();
  const today = CALLBACK_HOURS.filter((h) => h * 60 >= minutesNow + 30).map(
    (h): CallbackSlot => ({ day: 'today', from: `${pad(h)}:00`, to: `${pad(h + 2)}:00` }),
  );
  const tomorrow = CALLBACK_HOURS.map((h): CallbackSlot => ({ day: 'tomorrow', from: `${pad(h)}:00`, to: `${pad(h + 2)}:00` }));
  return [...today, ...tomorrow];
}

/** The slot as the date-times send-phone-call takes (the device's local day). */
export function slotTimes(slot: CallbackSlot, now: Date): { callFrom: string; callTo: string } {
  const at = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + (slot.day === 'tomorrow' ? 1 : 0), h, m);
    return date.toISOString();
  };
  return { callFrom: at(slot.from), callTo: at(slot.to) };
}
