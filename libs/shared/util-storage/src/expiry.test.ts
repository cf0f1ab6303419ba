import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_FLAGS } from './storage-keys';
import { createMemoryStorage } from './storage';
import { readFlag, readWithExpiry, writeFlag, writeWithExpiry, type Clock } from './expiry';

const SECOND = 1000;

function manualClock(start = Date.UTC(2026, 10, 22, 10)): Clock & { advance(ms: number): void } {
  let now = start;
  return { now: () => now, advance: (ms) => void (now += ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('writeWithExpiry / readWithExpiry with an injected clock', () => {
  it('returns the value until its lifetime is over, then forgets it', () => {
    const storage = createMemoryStorage();
    const clock = manualClock();
    writeWithExpiry(storage, 'k', { canWrite: true }, 1_800, clock);

    clock.advance(1_800 * SECOND - 1);
    expect(readWithExpiry(storage, 'k', clock)).toEqual({ canWrite: true });

    clock.advance(1);
    expect(readWithExpiry(storage, 'k', clock)).toBeUndefined();
    expect(storage.getItem('k')).toBeNull();
  });

  it('treats a missing or foreign entry as absent and removes the foreign one', () => {
    const storage = createMemoryStorage({ plain: 'true', broken: '{', other: '{"value":1}' });
    expect(readWithExpiry(storage, 'missing')).toBeUndefined();
    expect(readWithExpiry(storage, 'plain')).toBeUndefined();
    expect(readWithExpiry(storage, 'broken')).toBeUndefined();
    expect(readWithExpiry(storage, 'other')).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it('keeps falsy values distinct from absence', () => {
    const storage = createMemoryStorage();
    const clock = manualClock();
    writeWithExpiry(storage, 'k', false, 60, clock);
    expect(readWithExpiry(storage, 'k', clock)).toBe(false);
  });

  it('reports storage that refuses to write instead of throwing', () => {
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(writeWithExpiry(storage, 'k', 1, 60)).toBe(false);
  });

  it('refuses a lifetime that is not positive', () => {
    expect(() => writeWithExpiry(createMemoryStorage(), 'k', 1, 0)).toThrow(RangeError);
  });
});

describe('spec §9 flags on the system clock (fake timers)', () => {
  it.each([
    ['certificate registration', STORAGE_FLAGS.certificateRegistration, 259_200],
    ['velo id', STORAGE_FLAGS.veloId, 259_200],
    ['feedback can-write', STORAGE_FLAGS.feedbackCanWrite, 1_800],
    ['offline-order import', STORAGE_FLAGS.offlineOrdersImported, 86_400],
  ])('%s lives %i seconds', (_name, flag, seconds) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const storage = createMemoryStorage();

    expect(writeFlag(storage, flag, true)).toBe(true);
    vi.advanceTimersByTime(seconds * SECOND - 1);
    expect(readFlag(storage, flag)).toBe(true);

    vi.advanceTimersByTime(1);
    expect(readFlag(storage, flag)).toBeUndefined();
  });

  it('restarts the lifetime when the flag is written again', () => {
    vi.useFakeTimers();
    const storage = createMemoryStorage();
    const flag = STORAGE_FLAGS.feedbackCanWrite;

    writeFlag(storage, flag, 'first');
    vi.advanceTimersByTime(1_000 * SECOND);
    writeFlag(storage, flag, 'second');
    vi.advanceTimersByTime(1_000 * SECOND);

    expect(readFlag(storage, flag)).toBe('second');
  });
});
