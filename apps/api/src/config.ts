import { fileURLToPath } from 'node:url';
import path from 'node:path';

export type ApiMode = 'development' | 'production';

export interface ApiConfig {
  port: number;
  host: string;
  dbPath: string;
  apiKey: string;
  mode: ApiMode;
  gloOrigin: string;
  ogoOrigin: string;
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
}

/** The repository root, two levels above apps/api/src. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEFAULT_TEST_PHONES = ['380500000001', '380500000002'];

function nonNegative(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env['API_PORT'] ?? 3000);
  const host = env['API_HOST'] ?? 'localhost';
  const mode: ApiMode = env['API_MODE'] === 'production' ? 'production' : 'development';
  const publicUrl = (env['API_PUBLIC_URL'] ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/$/, '');
  return {
    port,
    host,
    dbPath: env['API_DB_PATH'] ?? path.join(REPO_ROOT, 'data', 'api.sqlite'),
    apiKey: env['API_KEY'] ?? 'dev-api-key',
    mode,
    gloOrigin: env['GLO_ORIGIN'] ?? 'http://localhost:4201',
    ogoOrigin: env['OGO_ORIGIN'] ?? 'http://localhost:4202',
    testPhones: (env['TEST_PHONES'] ?? DEFAULT_TEST_PHONES.join(','))
      .split(',')
      .map((p) => p.replace(/\D/g, ''))
      .filter(Boolean),
    publicUrl,
    logRequests: env['API_LOG'] !== 'off',
    strictResponses: env['API_STRICT_RESPONSES'] === 'true',
    smsResendSec: nonNegative(env['API_SMS_RESEND_SECONDS'], 30),
    smsMaxPerHour: nonNegative(env['API_SMS_MAX_PER_HOUR'], 5),
  };
}
