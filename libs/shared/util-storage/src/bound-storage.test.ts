import { describe, expect, it } from 'vitest';
import { bindStorage } from './bound-storage';
import { systemClock } from './expiry';
import { defaultStorage } from './safe-storage';
import { createBrokenStorage, createMemoryStorage } from './storage';
import { STORAGE_FLAGS } from './storage-keys';

describe('bindStorage', () => {
  it('reads and writes items and flags of the given storage on the given clock', () => {
    const storage = createMemoryStorage();
    let now = Date.UTC(2026, 10, 22);
    const bound = bindStorage({ storage, clock: { now: () => now } });
    bound.write('k', 'v');
    expect(bound.read('k')).toBe('v');
    bound.remove('k');
    expect(storage.getItem('k')).toBeNull();

    expect(bound.writeFlag(STORAGE_FLAGS.veloId, true)).toBe(true);
    now += STORAGE_FLAGS.veloId.lifetimeSeconds * 1000 - 1;
    expect(bound.readFlag(STORAGE_FLAGS.veloId)).toBe(true);
    now += 1;
    expect(bound.readFlag(STORAGE_FLAGS.veloId)).toBeUndefined();
  });

  it('treats a storage that throws as empty and full', () => {
    const bound = bindStorage({ storage: createBrokenStorage() });
    bound.write('k', 'v');
    bound.remove('k');
    expect(bound.read('k')).toBeNull();
    expect(bound.writeFlag(STORAGE_FLAGS.veloId, true)).toBe(false);
    expect(bound.readFlag(STORAGE_FLAGS.veloId)).toBeUndefined();
  });

  it('falls back to the default storage and the system clock', () => {
    const bound = bindStorage();
    expect(bound.storage).toBe(defaultStorage());
    expect(bound.clock).toBe(systemClock);
  });
});
