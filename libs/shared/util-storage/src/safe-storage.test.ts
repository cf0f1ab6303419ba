import { describe, expect, it } from 'vitest';
import { createBrokenStorage, createMemoryStorage } from './storage';
import { defaultStorage, readItem, readNumber, removeItem, writeItem } from './safe-storage';

const throwing = createBrokenStorage();

describe('safe storage', () => {
  it('reads, writes and removes through the storage', () => {
    const storage = createMemoryStorage();
    writeItem(storage, 'k', 'v');
    expect(readItem(storage, 'k')).toBe('v');
    removeItem(storage, 'k');
    expect(readItem(storage, 'k')).toBeNull();
  });

  it('reads numbers, and anything else as null', () => {
    const storage = createMemoryStorage({ at: '1700000000000', zero: '0', text: 'soon', inf: 'Infinity' });
    expect(readNumber(storage, 'at')).toBe(1_700_000_000_000);
    expect(readNumber(storage, 'zero')).toBe(0);
    expect(readNumber(storage, 'text')).toBeNull();
    expect(readNumber(storage, 'inf')).toBeNull();
    expect(readNumber(storage, 'missing')).toBeNull();
    expect(readNumber(throwing, 'at')).toBeNull();
  });

  it('never throws when the storage does', () => {
    expect(() => writeItem(throwing, 'k', 'v')).not.toThrow();
    expect(readItem(throwing, 'k')).toBeNull();
    expect(() => removeItem(throwing, 'k')).not.toThrow();
  });

  it('falls back to one memory storage where the browser has none (this test runs in node)', () => {
    expect(globalThis.localStorage).toBeUndefined();
    const storage = defaultStorage();
    writeItem(storage, 'k', 'v');
    expect(defaultStorage()).toBe(storage);
    expect(readItem(defaultStorage(), 'k')).toBe('v');
  });
});
