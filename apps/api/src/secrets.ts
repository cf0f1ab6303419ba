import { DEV_API_KEY, DEV_PACK_CODE_SECRET, type ApiConfig } from './config.ts';

/** The shortest secret production takes: a word or a date is guessed; 16 random characters are not. */
export const MIN_SECRET_LENGTH = 16;

/**
 * The settings production never runs without: each has a public default (in this repository and
 * its docs) that development uses. With the default API key anybody calls the API; with the
 * default pack-code secret anybody mints pack codes and XP.
 */
const SECRETS: { variable: string; value: (c: ApiConfig) => string; publicDefault: string; needed?: (c: ApiConfig) => boolean }[] = [
  { variable: 'API_KEY', value: (c) => c.apiKey, publicDefault: DEV_API_KEY },
  { variable: 'API_PACK_CODE_SECRET', value: (c) => c.packCodeSecret, publicDefault: DEV_PACK_CODE_SECRET },
  // Our credential with the recognition service, which is sent the customers' photos.
  { variable: 'API_RECOGNITION_TOKEN', value: (c) => c.recognition.token, publicDefault: '', needed: (c) => c.recognition.url !== null },
];

export class ConfigError extends Error {}

/**
 * Why this configuration must not serve, as one line naming the variable; null when it may.
 * Development keeps its public defaults (npm start, the e2e suites, the tests).
 */
export function unsafeSecret(config: ApiConfig): string | null {
  if (config.mode === 'development') return null;
  for (const { variable, value, publicDefault, needed } of SECRETS) {
    if (needed && !needed(config)) continue;
    const v = value(config);
    if (v === publicDefault) return `api: ${variable} is not set (or is the public development default); production refuses to start without it (docs/deployment.md)`;
    if (v.length < MIN_SECRET_LENGTH) return `api: ${variable} is shorter than ${MIN_SECRET_LENGTH} characters; production refuses to start with it (docs/deployment.md)`;
  }
  return null;
}

/** Throws ConfigError (its message is the one line to print) when production would run on a public secret. */
export function assertDeployable(config: ApiConfig): void {
  const problem = unsafeSecret(config);
  if (problem) throw new ConfigError(problem);
}
