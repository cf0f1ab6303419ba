import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Session, Shop } from '../lib/session.ts';
import type { Repositories } from '../repositories/index.ts';
import { ApiError, E } from '../lib/errors.ts';
import { newSalt, randomDigits, randomToken, saltedHash, safeEqualHex, sha256 } from '../lib/crypto.ts';
import { AbuseCounters, HOUR_MS, tryLater } from './abuse.ts';
import { backoffRemainingMs, clientBackoff, phoneBackoff, type Backoff } from './otp-backoff.ts';

/**
 * Code rules; the resend limits are the defaults of API_SMS_RESEND_SECONDS and API_SMS_MAX_PER_HOUR.
 * Guessing is bounded per phone, not per code: wrong codes back off by phone and by client address
 * (otp-backoff.ts), so at most 91 + 1 guesses a day meet a phone's 4-digit codes:
 * P(guess) ≤ 92 / 10 000 ≈ 0.92 % per phone per day (docs/contract.md).
 */
export const OTP = {
  length: 4,
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendIntervalMs: 30_000,
  maxPerHour: 5,
} as const;

export const TOKEN_TTL = {
  auth: 30 * 86_400_000,
  ogo: 24 * 3_600_000,
  cert: 3 * 86_400_000,
  pin: 5 * 60_000,
  feedback: 3_600_000,
  bat: 86_400_000,
  ipost: 3_600_000,
  sso: 5 * 60_000,
} as const;
export type TokenKind = keyof typeof TOKEN_TTL;

export const HANDOFF_TTL_MS = 60_000;

export type VerifyResult =
  | { ok: true; payload: string | null }
  | { ok: false; reason: 'not_found' | 'expired' | 'used' | 'wrong'; attemptsLeft?: number };

export class AuthService {
  private readonly abuse: AbuseCounters;

  constructor(
    private readonly repos: Repositories,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
  ) {
    this.abuse = new AbuseCounters(repos.abuseEvents, clock);
  }

  /** Emulated SMS: a random code, only its salted hash kept; the dev inbox gets the plain code in development. */
  async sendCode(
    phone: string,
    purpose = 'login',
    payload: string | null = null,
    client?: string,
  ): Promise<{ code: string; expiresAt: number; resendAfterSec: number }> {
    const now = this.clock.now();
    const code = randomDigits(OTP.length);
    const salt = newSalt();
    const expiresAt = now + OTP.ttlMs;
    const codes = this.repos.smsCodes;
    // The limits are counted and the code written under the phone's lock (and the client's), so
    // instances sending at the same moment count each other's codes (no read-then-write race).
    await this.repos.transaction(async () => {
      // A code that could not be checked yet is not sent either: the wait is said now, not after it.
      await this.checkBackoff(phone, client);
      if (client !== undefined) {
        await this.repos.lock(`sms-client:${client}`);
        await this.abuse.enforce('sms-client', client, HOUR_MS, this.config.limits.smsPerClientPerHour, tryLater);
      }
      await this.checkResend(phone, purpose, now);
      if (client !== undefined) await this.abuse.record('sms-client', client);
      await codes.supersede(phone, purpose);
      await codes.insert({ phone, purpose, hash: saltedHash(code, salt), salt, payload, createdAt: now, expiresAt });
      if (this.config.mode === 'development') await codes.toInbox(phone, purpose, code, now);
    }, phoneLock(phone));
    return { code, expiresAt, resendAfterSec: this.config.smsResendSec };
  }

  /** 429 when the last code went out too recently, or the phone has had its codes for the hour. */
  private async checkResend(phone: string, purpose: string, now: number): Promise<void> {
    const codes = this.repos.smsCodes;
    const last = await codes.lastSentAt(phone, purpose);
    const interval = this.config.smsResendSec * 1000;
    if (last !== undefined && now - last < interval) {
      const wait = Math.ceil((interval - (now - last)) / 1000);
      throw E.rateLimited(`Повторно надіслати код можна через ${wait} с`, wait);
    }
    if ((await codes.sentInHour(phone, purpose, now)) >= this.config.smsMaxPerHour) {
      const oldest = await codes.oldestOfLast(phone, purpose, now, this.config.smsMaxPerHour);
      const wait = Math.max(1, Math.ceil((oldest + 3_600_000 - now) / 1000));
      throw E.rateLimited(tryLater(Math.ceil(wait / 60)), wait);
    }
  }

  /**
   * Checks a code: single use, valid ten minutes, five wrong tries lock the code (429).
   * Only the latest code of a phone counts; resending supersedes the old one. While the phone or
   * the client address backs off (wrong codes before), nothing is checked and no try is spent.
   */
  async verifyCode(phone: string, code: string, purpose = 'login', client?: string): Promise<VerifyResult> {
    const now = this.clock.now();
    // Under the phone's lock: two wrong guesses at once on two instances both count.
    const result = await this.repos.transaction(async (): Promise<VerifyResult | 'locked'> => {
      const row = await this.repos.smsCodes.latest(phone, purpose);
      if (!row) return { ok: false, reason: 'not_found' };
      if (row.used_at !== null) return { ok: false, reason: 'used' };
      if (row.attempts >= OTP.maxAttempts) return 'locked';
      if (now >= row.expires_at) return { ok: false, reason: 'expired' };
      await this.checkBackoff(phone, client);
      if (!safeEqualHex(saltedHash(code, row.salt), row.code_hash)) {
        await this.abuse.record('otp-failure', phone);
        if (client !== undefined) await this.abuse.record('otp-failure-client', client);
        const attempts = row.attempts + 1;
        await this.repos.smsCodes.setAttempts(row.id, attempts);
        // Answered after the commit: the failure must stay counted.
        if (attempts >= OTP.maxAttempts) return 'locked';
        return { ok: false, reason: 'wrong', attemptsLeft: OTP.maxAttempts - attempts };
      }
      // Single use: the conditional update makes two concurrent confirmations succeed at most once.
      if (!(await this.repos.smsCodes.markUsed(row.id, now))) return { ok: false, reason: 'used' };
      return { ok: true, payload: row.payload };
    }, phoneLock(phone));
    if (result === 'locked') throw tooManyAttempts();
    return result;
  }

  /** A code of this purpose is out: sent, not used, not superseded, not expired. */
  async hasLiveCode(phone: string, purpose: string): Promise<boolean> {
    return this.repos.smsCodes.hasLive(phone, purpose, this.clock.now());
  }

  /** 429 with Retry-After while the phone, or the client address, waits out its back-off. */
  private async checkBackoff(phone: string, client: string | undefined): Promise<void> {
    const { otpFailuresPerDay, otpFailuresPerClientPerDay } = this.config.limits;
    const waits = [await this.remainingMs('otp-failure', phone, phoneBackoff(otpFailuresPerDay))];
    if (client !== undefined) waits.push(await this.remainingMs('otp-failure-client', client, clientBackoff(otpFailuresPerClientPerDay)));
    const wait = Math.ceil(Math.max(...waits) / 1000);
    if (wait > 0) throw E.rateLimited(`Забагато невдалих спроб. Спробуй через ${Math.ceil(wait / 60)} хв`, wait);
  }

  private async remainingMs(kind: 'otp-failure' | 'otp-failure-client', subject: string, rule: Backoff): Promise<number> {
    const failures = await this.abuse.count(kind, subject, rule.windowMs);
    if (failures < rule.free) return 0;
    return backoffRemainingMs(rule, failures, await this.abuse.latest(kind, subject, rule.windowMs), this.clock.now());
  }

  /** verifyCode, with failures turned into the contract's errors (400 otp_invalid, 410 otp_expired, 429 otp_locked). */
  async checkCode(phone: string, code: string, purpose = 'login', client?: string): Promise<{ payload: string | null }> {
    const r = await this.verifyCode(phone, code, purpose, client);
    if (r.ok) return { payload: r.payload };
    if (r.reason === 'expired' || r.reason === 'used') {
      throw E.gone('Код застарів. Запроси новий код', 'otp_expired');
    }
    if (r.reason === 'not_found') throw E.badRequest('Невірний код. Запроси новий код', 'otp_invalid');
    throw E.badRequest(`Невірний код. Залишилось спроб: ${r.attemptsLeft ?? 0}`, 'otp_invalid');
  }

  async devInbox(phone: string, purpose = 'login'): Promise<{ code: string; createdAt: number } | null> {
    const row = await this.repos.smsCodes.inbox(phone, purpose);
    return row ? { code: row.code, createdAt: row.created_at } : null;
  }

  /** Latest code for a phone across purposes (the inbox shows whatever was "sent" last). */
  async devInboxLatest(phone: string): Promise<{ code: string; purpose: string; createdAt: number } | null> {
    const row = await this.repos.smsCodes.inboxLatest(phone);
    return row ? { code: row.code, purpose: row.purpose, createdAt: row.created_at } : null;
  }

  async issueToken(
    personId: number,
    shop: Shop,
    kind: TokenKind = 'auth',
    ttlMs: number = TOKEN_TTL[kind],
    data: string | null = null,
  ): Promise<{ token: string; expiresAt: number }> {
    const now = this.clock.now();
    const token = randomToken();
    const expiresAt = now + ttlMs;
    await this.repos.tokens.insert({ hash: sha256(token), kind, personId, shop, createdAt: now, expiresAt, data });
    return { token, expiresAt };
  }

  async resolveToken(token: string | null | undefined, kind: TokenKind = 'auth'): Promise<Session | null> {
    if (!token || token.length > 512) return null;
    const hash = sha256(token);
    const row = await this.repos.tokens.find(hash, kind);
    if (!row || row.revoked_at !== null || row.expires_at <= this.clock.now()) return null;
    return { personId: row.person_id, phone: row.phone, shop: row.shop, tokenHash: hash, expiresAt: row.expires_at, data: row.data };
  }

  async revokeToken(token: string): Promise<boolean> {
    return this.repos.tokens.revoke(sha256(token), this.clock.now());
  }

  async revokeAll(personId: number, kind?: TokenKind): Promise<number> {
    return this.repos.tokens.revokeAll(personId, this.clock.now(), kind);
  }

  /** One-time brand-switch handoff: single use, 60 s. */
  async createHandoff(personId: number, targetShop: Shop): Promise<{ code: string; expiresAt: number }> {
    const now = this.clock.now();
    const code = randomToken(24);
    const expiresAt = now + HANDOFF_TTL_MS;
    await this.repos.handoffs.insert(sha256(code), personId, targetShop, now, expiresAt);
    return { code, expiresAt };
  }

  async redeemHandoff(code: string): Promise<{ personId: number; targetShop: Shop } | null> {
    const now = this.clock.now();
    const hash = sha256(code);
    const row = await this.repos.handoffs.find(hash);
    if (!row || row.used_at !== null || row.expires_at <= now) return null;
    if (!(await this.repos.handoffs.markUsed(hash, now))) return null;
    return { personId: row.person_id, targetShop: row.target_shop };
  }
}

/** The lock a phone's codes are sent and checked under. */
const phoneLock = (phone: string) => `sms:${phone}`;

function tooManyAttempts(): ApiError {
  return new ApiError(429, 'Забагато невдалих спроб. Запроси новий код', {
    errorType: 'otp_locked',
    headers: { 'Retry-After': String(OTP.resendIntervalMs / 1000) },
  });
}
