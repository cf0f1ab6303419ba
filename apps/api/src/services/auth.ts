import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/db.ts';
import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Session, Shop } from '../lib/context.ts';
import { ApiError, E } from '../lib/errors.ts';
import { newSalt, randomDigits, randomToken, saltedHash, safeEqualHex, sha256 } from '../lib/crypto.ts';
import { AbuseCounters, DAY_MS, HOUR_MS, tryLater } from './abuse.ts';

/**
 * Code rules; the resend limits are the defaults of API_SMS_RESEND_SECONDS and API_SMS_MAX_PER_HOUR.
 * Guessing is bounded per phone, not per code: after API_OTP_MAX_FAILURES_PER_DAY (30) wrong codes
 * in 24 hours no code is sent or checked for that phone, so at most 30 + 1 guesses a day meet a
 * 4-digit code: P(guess) ≤ 31 / 10 000 ≈ 0.31 % per phone per day (docs/deployment.md).
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

interface CodeRow {
  id: number;
  payload: string | null;
  code_hash: string;
  salt: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

export class AuthService {
  // Every signed-in request resolves its token: keep the statement prepared.
  private readonly tokenStmt: Statement;
  private readonly abuse: AbuseCounters;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: ApiConfig,
  ) {
    this.abuse = new AbuseCounters(db, clock);
    this.tokenStmt = db.prepare(
      `SELECT t.person_id, t.shop, t.expires_at, t.revoked_at, t.data, p.phone FROM tokens t JOIN persons p ON p.id = t.person_id
       WHERE t.hash = ? AND t.kind = ?`,
    );
  }

  /** Emulated SMS: a random code, only its salted hash kept; the dev inbox gets the plain code in development. */
  sendCode(
    phone: string,
    purpose = 'login',
    payload: string | null = null,
    client?: string,
  ): { code: string; expiresAt: number; resendAfterSec: number } {
    const now = this.clock.now();
    this.checkFailures(phone);
    if (client !== undefined) {
      this.abuse.enforce('sms-client', client, HOUR_MS, this.config.limits.smsPerClientPerHour, tryLater);
    }
    const last = this.db
      .prepare('SELECT created_at FROM sms_codes WHERE phone = ? AND purpose = ? ORDER BY created_at DESC, id DESC LIMIT 1')
      .get(phone, purpose) as { created_at: number } | undefined;
    const interval = this.config.smsResendSec * 1000;
    if (last && now - last.created_at < interval) {
      const wait = Math.ceil((interval - (now - last.created_at)) / 1000);
      throw E.rateLimited(`Повторно надіслати код можна через ${wait} с`, wait);
    }
    const { n } = this.db
      .prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ? AND purpose = ? AND created_at > ?')
      .get(phone, purpose, now - 3_600_000) as { n: number };
    if (n >= this.config.smsMaxPerHour) {
      const oldest = this.db
        .prepare('SELECT MIN(created_at) AS t FROM (SELECT created_at FROM sms_codes WHERE phone = ? AND purpose = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?)')
        .get(phone, purpose, now - 3_600_000, this.config.smsMaxPerHour) as { t: number };
      const wait = Math.max(1, Math.ceil((oldest.t + 3_600_000 - now) / 1000));
      throw E.rateLimited(tryLater(Math.ceil(wait / 60)), wait);
    }
    const code = randomDigits(OTP.length);
    const salt = newSalt();
    const expiresAt = now + OTP.ttlMs;
    this.db.transaction(() => {
      if (client !== undefined) this.abuse.record('sms-client', client);
      this.db.prepare('UPDATE sms_codes SET superseded = 1 WHERE phone = ? AND purpose = ? AND used_at IS NULL').run(phone, purpose);
      this.db
        .prepare('INSERT INTO sms_codes (phone, purpose, code_hash, salt, payload, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(phone, purpose, saltedHash(code, salt), salt, payload, now, expiresAt);
      if (this.config.mode === 'development') {
        this.db
          .prepare('INSERT OR REPLACE INTO dev_inbox (phone, purpose, code, created_at) VALUES (?, ?, ?, ?)')
          .run(phone, purpose, code, now);
      }
    })();
    return { code, expiresAt, resendAfterSec: this.config.smsResendSec };
  }

  /**
   * Checks a code: single use, valid ten minutes, five wrong tries lock the code (429).
   * Only the latest code of a phone counts; resending supersedes the old one.
   */
  verifyCode(phone: string, code: string, purpose = 'login'): VerifyResult {
    const now = this.clock.now();
    const row = this.db
      .prepare(
        'SELECT id, payload, code_hash, salt, created_at, expires_at, attempts, used_at FROM sms_codes WHERE phone = ? AND purpose = ? AND superseded = 0 ORDER BY created_at DESC, id DESC LIMIT 1',
      )
      .get(phone, purpose) as CodeRow | undefined;
    if (!row) return { ok: false, reason: 'not_found' };
    if (row.used_at !== null) return { ok: false, reason: 'used' };
    if (row.attempts >= OTP.maxAttempts) throw tooManyAttempts();
    if (now >= row.expires_at) return { ok: false, reason: 'expired' };
    this.checkFailures(phone, 'otp_locked');
    if (!safeEqualHex(saltedHash(code, row.salt), row.code_hash)) {
      this.abuse.record('otp-failure', phone);
      const attempts = row.attempts + 1;
      this.db.prepare('UPDATE sms_codes SET attempts = ? WHERE id = ?').run(attempts, row.id);
      if (attempts >= OTP.maxAttempts) throw tooManyAttempts();
      return { ok: false, reason: 'wrong', attemptsLeft: OTP.maxAttempts - attempts };
    }
    // Single use: the conditional update makes two concurrent confirmations succeed at most once.
    const res = this.db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, row.id);
    if (res.changes !== 1) return { ok: false, reason: 'used' };
    return { ok: true, payload: row.payload };
  }

  /** A code of this purpose is out: sent, not used, not superseded, not expired. */
  hasLiveCode(phone: string, purpose: string): boolean {
    return Boolean(
      this.db
        .prepare('SELECT 1 FROM sms_codes WHERE phone = ? AND purpose = ? AND superseded = 0 AND used_at IS NULL AND expires_at > ? LIMIT 1')
        .get(phone, purpose, this.clock.now()),
    );
  }

  /** 429 with Retry-After once the phone has had its wrong codes for the day. */
  private checkFailures(phone: string, errorType = 'rate_limited'): void {
    const wait = this.abuse.waitSeconds('otp-failure', phone, DAY_MS, this.config.limits.otpFailuresPerDay);
    if (wait > 0) throw E.rateLimited(tryLater(Math.ceil(wait / 60)), wait, errorType);
  }

  /** verifyCode, with failures turned into the contract's errors (400 otp_invalid, 410 otp_expired, 429 otp_locked). */
  checkCode(phone: string, code: string, purpose = 'login'): { payload: string | null } {
    const r = this.verifyCode(phone, code, purpose);
    if (r.ok) return { payload: r.payload };
    if (r.reason === 'expired' || r.reason === 'used') {
      throw E.gone('Код застарів. Запроси новий код', 'otp_expired');
    }
    if (r.reason === 'not_found') throw E.badRequest('Невірний код. Запроси новий код', 'otp_invalid');
    throw E.badRequest(`Невірний код. Залишилось спроб: ${r.attemptsLeft ?? 0}`, 'otp_invalid');
  }

  devInbox(phone: string, purpose = 'login'): { code: string; createdAt: number } | null {
    const row = this.db.prepare('SELECT code, created_at FROM dev_inbox WHERE phone = ? AND purpose = ?').get(phone, purpose) as
      | { code: string; created_at: number }
      | undefined;
    return row ? { code: row.code, createdAt: row.created_at } : null;
  }

  /** Latest code for a phone across purposes (the inbox shows whatever was "sent" last). */
  devInboxLatest(phone: string): { code: string; purpose: string; createdAt: number } | null {
    const row = this.db
      .prepare('SELECT code, purpose, created_at FROM dev_inbox WHERE phone = ? ORDER BY created_at DESC LIMIT 1')
      .get(phone) as { code: string; purpose: string; created_at: number } | undefined;
    return row ? { code: row.code, purpose: row.purpose, createdAt: row.created_at } : null;
  }

  issueToken(
    personId: number,
    shop: Shop,
    kind: TokenKind = 'auth',
    ttlMs: number = TOKEN_TTL[kind],
    data: string | null = null,
  ): { token: string; expiresAt: number } {
    const now = this.clock.now();
    const token = randomToken();
    const expiresAt = now + ttlMs;
    this.db
      .prepare('INSERT INTO tokens (hash, kind, person_id, shop, created_at, expires_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(sha256(token), kind, personId, shop, now, expiresAt, data);
    return { token, expiresAt };
  }

  resolveToken(token: string | null | undefined, kind: TokenKind = 'auth'): Session | null {
    if (!token || token.length > 512) return null;
    const hash = sha256(token);
    const row = this.tokenStmt.get(hash, kind) as
      | { person_id: number; shop: Shop; expires_at: number; revoked_at: number | null; data: string | null; phone: string }
      | undefined;
    if (!row || row.revoked_at !== null || row.expires_at <= this.clock.now()) return null;
    return { personId: row.person_id, phone: row.phone, shop: row.shop, tokenHash: hash, expiresAt: row.expires_at, data: row.data };
  }

  revokeToken(token: string): boolean {
    const res = this.db
      .prepare('UPDATE tokens SET revoked_at = ? WHERE hash = ? AND revoked_at IS NULL')
      .run(this.clock.now(), sha256(token));
    return res.changes > 0;
  }

  revokeAll(personId: number, kind?: TokenKind): number {
    const res = kind
      ? this.db.prepare('UPDATE tokens SET revoked_at = ? WHERE person_id = ? AND kind = ? AND revoked_at IS NULL').run(this.clock.now(), personId, kind)
      : this.db.prepare('UPDATE tokens SET revoked_at = ? WHERE person_id = ? AND revoked_at IS NULL').run(this.clock.now(), personId);
    return res.changes;
  }

  /** One-time brand-switch handoff: single use, 60 s. */
  createHandoff(personId: number, targetShop: Shop): { code: string; expiresAt: number } {
    const now = this.clock.now();
    const code = randomToken(24);
    const expiresAt = now + HANDOFF_TTL_MS;
    this.db
      .prepare('INSERT INTO handoffs (hash, person_id, target_shop, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(sha256(code), personId, targetShop, now, expiresAt);
    return { code, expiresAt };
  }

  redeemHandoff(code: string): { personId: number; targetShop: Shop } | null {
    const now = this.clock.now();
    const hash = sha256(code);
    const row = this.db.prepare('SELECT person_id, target_shop, expires_at, used_at FROM handoffs WHERE hash = ?').get(hash) as
      | { person_id: number; target_shop: Shop; expires_at: number; used_at: number | null }
      | undefined;
    if (!row || row.used_at !== null || row.expires_at <= now) return null;
    const res = this.db.prepare('UPDATE handoffs SET used_at = ? WHERE hash = ? AND used_at IS NULL').run(now, hash);
    if (res.changes !== 1) return null;
    return { personId: row.person_id, targetShop: row.target_shop };
  }
}

function tooManyAttempts(): ApiError {
  return new ApiError(429, 'Забагато невдалих спроб. Запроси новий код', {
    errorType: 'otp_locked',
    headers: { 'Retry-After': String(OTP.resendIntervalMs / 1000) },
  });
}
