import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { StorageConfig } from './db/db.ts';

export type ApiMode = 'development' | 'production';

/** Abuse limits; each is set by the environment variable named beside it (docs/deployment.md). */
export interface ApiLimits {
  /** API_MAX_JSON_BYTES: a JSON body larger than this is refused (413) before it is read. */
  jsonBytes: number;
  /** API_MAX_MULTIPART_BYTES: the same for multipart and form bodies (feedback photos). */
  multipartBytes: number;
  /** API_MAX_PHOTO_JSON_BYTES: the one JSON call that carries a photo (multi-scan, base64). */
  photoJsonBytes: number;
  /** API_SMS_MAX_PER_CLIENT_PER_HOUR: codes one client address may have sent, to any phones. */
  smsPerClientPerHour: number;
  /** API_REGISTRATIONS_MAX_PER_CLIENT_PER_HOUR: create-customer calls one client address may make. */
  registrationsPerClientPerHour: number;
  /** API_OTP_MAX_FAILURES_PER_DAY: wrong codes per phone in 24 h taken at once; then each check backs off (otp-backoff.ts). */
  otpFailuresPerDay: number;
  /** API_OTP_MAX_FAILURES_PER_CLIENT_PER_DAY: the same per client address, over all phones. */
  otpFailuresPerClientPerDay: number;
  /** API_SCAN_MAX_PER_MINUTE: single pack scans per customer per minute. */
  scansPerMinute: number;
  /** API_SCAN_MAX_UPLOADS_PER_MINUTE: multi-scan photos per customer per minute. */
  uploadsPerMinute: number;
  /** API_HANDOFF_MAX_PER_MINUTE: brand-switch codes per customer per minute. */
  handoffsPerMinute: number;
  /** API_SCAN_MAX_INVALID_PER_DAY: made-up pack codes per customer in 24 h before scanning stops. */
  invalidScansPerDay: number;
  /** API_SCAN_MAX_PENDING_UPLOADS: multi-scan photos a customer may have waiting for recognition. */
  pendingUploads: number;
}

/**
 * Where multi-scan photos are read (services/recognition.ts): a service at `url` (API_RECOGNITION_URL,
 * with API_RECOGNITION_TOKEN), or none. Without one, development recognises with its stand-in and
 * production keeps every photo pending.
 */
export interface RecognitionConfig {
  url: string | null;
  token: string;
  /** API_RECOGNITION_TIMEOUT_MS: how long an upload waits for the service before it stays pending. */
  timeoutMs: number;
}

export interface ApiConfig {
  port: number;
  host: string;
  dbPath: string;
  /** Where the data lives: DATABASE_URL (PostgreSQL) or the SQLite file, and the pool's limits. */
  storage: StorageConfig;
  /** API_SHUTDOWN_GRACE_MS: how long a stopping instance lets in-flight requests finish. */
  shutdownGraceMs: number;
  apiKey: string;
  mode: ApiMode;
  gloOrigin: string;
  ogoOrigin: string;
  /**
   * Origins of further brand apps (EXTRA_ORIGINS, comma-separated): allowed by CORS like the two
   * above. Such a brand shares the glo or o'go catalogue (its productKey); links the backend
   * builds (payment return, sign-on) lead to that catalogue's app.
   */
  extraOrigins: string[];
  /** Digits only; these phones sign in through test-login without an SMS. */
  testPhones: string[];
  /** Absolute origin this server is reachable at; used to build links (payment page, images, mlogin). */
  publicUrl: string;
  /** Log one line per request (tests switch it off). */
  logRequests: boolean;
  /** Validate every response against the contract; a mismatch is logged (and fails in strict mode). */
  strictResponses: boolean;
  /** SMS limits per phone and purpose: seconds between codes, codes per hour (e2e runs may relax them). */
  smsResendSec: number;
  smsMaxPerHour: number;
  /** Order-note markers ([pay:fail], [pay:nolink]) that force payment outcomes: development only. */
  paymentSwitches: boolean;
  /** Take the client address from the last X-Forwarded-For hop (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Secret the pack codes' check characters are derived from. */
  packCodeSecret: string;
  recognition: RecognitionConfig;
  limits: ApiLimits;
}

/** The repository root, two levels above apps/api/src. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The allow-listed test phones of development mode; production has none unless TEST_PHONES names them. */
export const DEFAULT_TEST_PHONES = ['380500000001', '380500000002'];

export const DEV_PACK_CODE_SECRET = 'dev-pack-code-secret';
export const DEV_API_KEY = 'dev-api-key';

function nonNegative(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env['API_PORT'] ?? 3000);
  const host = env['API_HOST'] ?? 'localhost';
  // Production unless asked otherwise: a forgotten setting must not open the development routes.
  const mode: ApiMode = env['API_MODE'] === 'development' ? 'development' : 'production';
  const dev = mode === 'development';
  const publicUrl = (env['API_PUBLIC_URL'] ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/$/, '');
  const dbPath = env['API_DB_PATH'] ?? path.join(REPO_ROOT, 'data', 'api.sqlite');
  const url = env['DATABASE_URL'] ?? '';
  return {
    port,
    host,
    dbPath,
    storage: {
      // Only a PostgreSQL URL selects the server; anything else keeps the embedded SQLite file.
      databaseUrl: /^postgres(ql)?:\/\//.test(url) ? url : null,
      dbPath,
      postgres: {
        poolSize: Math.max(1, nonNegative(env['API_DB_POOL_SIZE'], 10)),
        statementTimeoutMs: nonNegative(env['API_DB_STATEMENT_TIMEOUT_MS'], 5_000),
        lockTimeoutMs: nonNegative(env['API_DB_LOCK_TIMEOUT_MS'], 3_000),
        applicationName: `cx-api:${port}`,
      },
    },
    shutdownGraceMs: nonNegative(env['API_SHUTDOWN_GRACE_MS'], 10_000),
    apiKey: env['API_KEY'] || DEV_API_KEY,
    mode,
    gloOrigin: env['GLO_ORIGIN'] ?? 'http://localhost:4201',
    ogoOrigin: env['OGO_ORIGIN'] ?? 'http://localhost:4202',
    extraOrigins: (env['EXTRA_ORIGINS'] ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    testPhones: (env['TEST_PHONES'] ?? (dev ? DEFAULT_TEST_PHONES.join(',') : ''))
      .split(',')
      .map((p) => p.replace(/\D/g, ''))
      .filter(Boolean),
    publicUrl,
    logRequests: env['API_LOG'] !== 'off',
    strictResponses: env['API_STRICT_RESPONSES'] === 'true',
    smsResendSec: nonNegative(env['API_SMS_RESEND_SECONDS'], 30),
    smsMaxPerHour: nonNegative(env['API_SMS_MAX_PER_HOUR'], 5),
    paymentSwitches: dev,
    trustProxy: env['API_TRUST_PROXY'] === 'true',
    packCodeSecret: env['API_PACK_CODE_SECRET'] || DEV_PACK_CODE_SECRET,
    recognition: {
      url: env['API_RECOGNITION_URL'] || null,
      token: env['API_RECOGNITION_TOKEN'] ?? '',
      timeoutMs: nonNegative(env['API_RECOGNITION_TIMEOUT_MS'], 10_000),
    },
    limits: {
      jsonBytes: nonNegative(env['API_MAX_JSON_BYTES'], 1024 * 1024),
      multipartBytes: nonNegative(env['API_MAX_MULTIPART_BYTES'], 10 * 1024 * 1024),
      photoJsonBytes: nonNegative(env['API_MAX_PHOTO_JSON_BYTES'], 8 * 1024 * 1024),
      smsPerClientPerHour: nonNegative(env['API_SMS_MAX_PER_CLIENT_PER_HOUR'], 10),
      registrationsPerClientPerHour: nonNegative(env['API_REGISTRATIONS_MAX_PER_CLIENT_PER_HOUR'], 10),
      otpFailuresPerDay: nonNegative(env['API_OTP_MAX_FAILURES_PER_DAY'], 40),
      otpFailuresPerClientPerDay: nonNegative(env['API_OTP_MAX_FAILURES_PER_CLIENT_PER_DAY'], 10),
      scansPerMinute: nonNegative(env['API_SCAN_MAX_PER_MINUTE'], 30),
      invalidScansPerDay: nonNegative(env['API_SCAN_MAX_INVALID_PER_DAY'], 20),
      uploadsPerMinute: nonNegative(env['API_SCAN_MAX_UPLOADS_PER_MINUTE'], 10),
      handoffsPerMinute: nonNegative(env['API_HANDOFF_MAX_PER_MINUTE'], 10),
      pendingUploads: nonNegative(env['API_SCAN_MAX_PENDING_UPLOADS'], 20),
    },
  };
}
