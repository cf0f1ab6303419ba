import type { Shop } from './shop';

/*
 * The rules the content describes, as the reference backend applies them (spec §9 and its scan
 * and invite handlers): content that quotes a figure takes it from here, never retypes it.
 */

/** Totals at or above this (UAH) ship free; the brand configs' freeDeliveryThreshold. */
export const FREE_DELIVERY_FROM: Record<Shop, number> = { glo: 399, ogo: 120 };

/** XP credited for one scanned pack. */
export const SCAN_XP = 10;

/** XP credited to the inviter once the friend's first order arrives. */
export const INVITE_XP = 300;
