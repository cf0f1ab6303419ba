import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEV_API_KEY, DEV_PACK_CODE_SECRET, loadConfig } from '../src/config.ts';
import { makePackCode } from '../src/lib/pack-code.ts';
import { ConfigError, unsafeSecret } from '../src/secrets.ts';
import { makeTestApp, PRODUCTION_PACK_CODE_SECRET, tempDbPath, testLogin } from './harness.ts';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

/** Starts the real entry point as `npx tsx apps/api/src/main.ts` would, and waits for it to end. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    // The test runner's own settings must not leak into the start being tested.
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['API_KEY', 'API_PACK_CODE_SECRET', 'API_MODE'].includes(name)));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...inherited, API_PORT: '0', API_HOST: '127.0.0.1', API_DB_PATH: tempDbPath(), API_LOG: 'off', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

const strong = () => `s-${randomUUID()}`;

describe('production refuses to start on a public secret', () => {
  it('started without settings, the process exits non-zero with one line naming API_KEY', async () => {
    const { code, stderr } = await start({});
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^api: API_KEY is not set/);
  });

  it('with an API key but the default pack-code secret (or a short one) it names API_PACK_CODE_SECRET', async () => {
    const withDefault = await start({ API_KEY: strong(), API_PACK_CODE_SECRET: DEV_PACK_CODE_SECRET });
    expect(withDefault.code).toBe(1);
    expect(withDefault.stderr).toMatch(/^api: API_PACK_CODE_SECRET is not set/);
    expect(unsafeSecret(loadConfig({ API_KEY: strong(), API_PACK_CODE_SECRET: 'short' }))).toMatch(/API_PACK_CODE_SECRET is shorter than 16/);
    expect(unsafeSecret(loadConfig({ API_KEY: DEV_API_KEY, API_PACK_CODE_SECRET: strong() }))).toMatch(/API_KEY is not set/);
    expect(unsafeSecret(loadConfig({ API_KEY: '', API_PACK_CODE_SECRET: strong() }))).toMatch(/API_KEY is not set/);
  });

  it('in-process too: createApp refuses a production configuration on a default', () => {
    expect(() => makeTestApp({ env: { API_MODE: 'production', API_PACK_CODE_SECRET: DEV_PACK_CODE_SECRET } })).toThrow(ConfigError);
  });

  it('development keeps its defaults; production with its own secrets starts', () => {
    expect(unsafeSecret(loadConfig({ API_MODE: 'development' }))).toBeNull();
    expect(unsafeSecret(loadConfig({ API_KEY: strong(), API_PACK_CODE_SECRET: strong() }))).toBeNull();
  });

  it('a pack code forged with the public default secret credits nothing in production (was +10 XP)', async () => {
    const t = makeTestApp({ env: { API_MODE: 'production', TEST_PHONES: '380500000001' } });
    expect(t.config.packCodeSecret).toBe(PRODUCTION_PACK_CODE_SECRET);
    const s = await testLogin(t, '380500000001');
    const scan = (code: string) =>
      t.call('POST', '/api/x/scan/code', {
        token: s.token,
        headers: { 'Idempotency-Key': randomUUID() },
        body: { code, product: 'glo', scanned_at: new Date(t.clock.now()).toISOString(), source: 'manual' },
      });
    const forged = await scan(makePackCode('GLOFORGED01', DEV_PACK_CODE_SECRET));
    expect(forged.status).toBe(422);
    expect(forged.json.errorType).toBe('scan_invalid');
    const real = await scan(makePackCode('GLOREAL0001', PRODUCTION_PACK_CODE_SECRET));
    expect(real.status).toBe(200);
    expect(real.json.credited).toBe(10);
    await t.close();
  });
});
