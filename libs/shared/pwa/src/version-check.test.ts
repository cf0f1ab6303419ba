import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionChecker, fetchDeployedVersion } from './version-check';
import { isVerySlowConnection } from './version-timing';

describe('version check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const fetchVersion = vi.fn(async () => 'v1');
    const onNewVersion = vi.fn();
    const checker = createVersionChecker({ currentVersion: 'v1', fetchVersion, onNewVersion, now: () => Date.now() });
    return { checker, fetchVersion, onNewVersion };
  }

  it('never checks more often than every 5 minutes, however often asked', async () => {
    const { checker, fetchVersion } = setup();
    await checker.check();
    await checker.check();
    await vi.advanceTimersByTimeAsync(299_999);
    await checker.check();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await checker.check();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('knows a very slow connection (Save-Data, 2g)', () => {
    expect(isVerySlowConnection({ saveData: true })).toBe(true);
    expect(isVerySlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isVerySlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isVerySlowConnection(undefined)).toBe(false);
  });

  it('reports a changed version once and ignores network failures', async () => {
    const onNewVersion = vi.fn();
    const fetchVersion = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue('v2');
    const checker = createVersionChecker({ currentVersion: 'v1', fetchVersion, onNewVersion });
    await checker.check();
    expect(onNewVersion).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300_000);
    await checker.check();
    await vi.advanceTimersByTimeAsync(300_000);
    await checker.check();
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(onNewVersion).toHaveBeenCalledWith('v2');
  });

  it('reads the version file bypassing caches', async () => {
    const fetcher = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ version: 'abc' })),
    );
    await expect(fetchDeployedVersion(fetcher as unknown as typeof fetch)).resolves.toBe('abc');
    expect(fetcher.mock.calls[0]?.[1]).toEqual({ cache: 'no-store' });
    const broken = vi.fn(async () => new Response('<html>', { status: 200 }));
    await expect(fetchDeployedVersion(broken as unknown as typeof fetch)).rejects.toThrow();
  });
});
