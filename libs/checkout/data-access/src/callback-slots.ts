import {
  callbackSlots as kyivCallbackSlots,
  slotTimes as kyivSlotTimes,
  type CallbackSlot,
} from '@cx/shared-util-pricing';

export { type CallbackSlot };

/**
 * Slots still ahead today, then all of tomorrow — on the Kyiv clock, the one the server checks
 * the slot against (a device in another zone or with a wrong clock must not offer a refused slot).
 */
export const callbackSlots = (now: Date | number): CallbackSlot[] => kyivCallbackSlots(+now);

/** The slot as the instants send-phone-call takes, on the Kyiv calendar. */
export const slotTimes = (slot: CallbackSlot, now: Date | number) => kyivSlotTimes(slot, +now);
