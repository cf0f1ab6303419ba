import { describe, expect, it, vi } from 'vitest';
import { shareInFlight } from './share-in-flight';

describe('shareInFlight', () => {
  it('gives calls for the same key the running promise, and runs again once it settled', async () => {
    const share = shareInFlight<object, number>();
    const key = {};
    let count = 0;
    const run = vi.fn(async () => ++count);
    const [first, second] = await Promise.all([share(key, run), share(key, run)]);
    expect([first, second]).toEqual([1, 1]);
    expect(await share(key, run)).toBe(2);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart and forgets a failure', async () => {
    const share = shareInFlight<object, string>();
    const a = {};
    const b = {};
    const failing = share(a, () => Promise.reject(new Error('offline')));
    await expect(share(b, async () => 'b')).resolves.toBe('b');
    await expect(failing).rejects.toThrow('offline');
    await expect(share(a, async () => 'a')).resolves.toBe('a');
  });
});
