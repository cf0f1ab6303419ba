import { DAY_MS } from './abuse.ts';

/**
 * Wrong SMS codes slow down whoever makes them, by phone and by client address, without a long
 * block anyone could cause for someone else:
 *
 * - the first `free` wrong codes in a sliding 24 h are taken at once;
 * - after n ≥ free of them, the next check waits min(base · 2^(n − free), cap) after the last one.
 *
 * Per phone (all addresses together) this bounds the guesses a day against that phone, which is
 * what keeps a guess below 1 % (docs/contract.md, "Guessing a code"); per address (all phones
 * together) it stops one client long before it could put a phone into its back-off, so a
 * stranger alone never slows the owner, who asks a fresh code and signs in.
 */
export interface Backoff {
  /** Wrong codes taken at once in the window. */
  free: number;
  /** The first wait, doubled with every further wrong code. */
  baseMs: number;
  /** No wait is longer. */
  capMs: number;
  windowMs: number;
}

const MINUTE_MS = 60_000;

/** Per phone: 40 at once (API_OTP_MAX_FAILURES_PER_DAY), then 1, 2, 4, 8, 16, 30, 30 … minutes. */
export const phoneBackoff = (free: number): Backoff => ({ free, baseMs: MINUTE_MS, capMs: 30 * MINUTE_MS, windowMs: DAY_MS });

/** Per client address: 10 at once (API_OTP_MAX_FAILURES_PER_CLIENT_PER_DAY), then 1, 2 … 64, 120 minutes. */
export const clientBackoff = (free: number): Backoff => ({ free, baseMs: MINUTE_MS, capMs: 120 * MINUTE_MS, windowMs: DAY_MS });

/** The wait before the next check after `failures` wrong codes in the window (0 while they are free). */
export function backoffWaitMs(rule: Backoff, failures: number): number {
  if (failures < rule.free) return 0;
  const exponent = Math.min(failures - rule.free, 40);
  return Math.min(rule.baseMs * 2 ** exponent, rule.capMs);
}

/** Milliseconds until a check is taken again, given the window's failures and the last one's time. */
export function backoffRemainingMs(rule: Backoff, failures: number, lastAt: number | undefined, now: number): number {
  const wait = backoffWaitMs(rule, failures);
  if (wait === 0 || lastAt === undefined) return 0;
  return Math.max(0, lastAt + wait - now);
}

/**
 * The most wrong codes the rule lets through in any one window, whatever their timing: the free
 * ones at once, then one per wait, each wait at least the one the count so far asks for.
 */
export function maxFailuresPerWindow(rule: Backoff): number {
  let n = rule.free;
  let elapsed = 0;
  for (;;) {
    const wait = backoffWaitMs(rule, n);
    if (elapsed + wait > rule.windowMs) return n;
    elapsed += wait;
    n++;
  }
}
