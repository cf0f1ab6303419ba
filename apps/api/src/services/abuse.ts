import type { Clock } from '../lib/clock.ts';
import { E } from '../lib/errors.ts';
import type { Repositories } from '../repositories/index.ts';

export type AbuseKind = 'sms-client' | 'registration-client' | 'otp-failure' | 'otp-failure-client' | 'scan-invalid';

/** Sliding-window counters behind the abuse limits (the abuse_events table). */
export class AbuseCounters {
  constructor(
    private readonly events: Repositories['abuseEvents'],
    private readonly clock: Clock,
  ) {}

  async record(kind: AbuseKind, subject: string): Promise<void> {
    await this.events.insert(kind, subject, this.clock.now());
  }

  async count(kind: AbuseKind, subject: string, windowMs: number): Promise<number> {
    return await this.events.countSince(kind, subject, this.clock.now() - windowMs);
  }

  /** Time of the newest event in the window, if any. */
  latest(kind: AbuseKind, subject: string, windowMs: number): Promise<number | undefined> {
    return this.events.nthNewestSince(kind, subject, this.clock.now() - windowMs, 0);
  }

  /**
   * Seconds until the window holds fewer than `max` events again, or 0 when it already does.
   * (The oldest event that keeps it full has to leave the window.)
   */
  async waitSeconds(kind: AbuseKind, subject: string, windowMs: number, max: number): Promise<number> {
    const now = this.clock.now();
    const at = await this.events.nthNewestSince(kind, subject, now - windowMs, Math.max(0, max - 1));
    if (at === undefined) return 0;
    return Math.max(1, Math.ceil((at + windowMs - now) / 1000));
  }

  /** 429 rate_limited with Retry-After when the window is full. */
  async enforce(kind: AbuseKind, subject: string, windowMs: number, max: number, message: (minutes: number) => string): Promise<void> {
    const wait = await this.waitSeconds(kind, subject, windowMs, max);
    if (wait > 0) throw E.rateLimited(message(Math.ceil(wait / 60)), wait);
  }
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** "Спробуй через N хв": the wait the app shows too. */
export const tryLater = (minutes: number) => `Забагато запитів коду. Спробуй через ${minutes} хв`;
