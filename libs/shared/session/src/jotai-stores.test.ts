import { describe, expect, it, vi } from 'vitest';
import { atom } from 'jotai/vanilla';
import { createStoreRegistry } from './jotai-stores';

describe('store registry', () => {
  it('forgets every atom value of every store on reset and tells the holders', () => {
    const registry = createStoreRegistry();
    const extra = registry.create();
    const cartAtom = atom(0);
    registry.current.set(cartAtom, 3);
    extra.current.set(cartAtom, 5);
    const onMain = vi.fn();
    const onExtra = vi.fn();
    registry.subscribe(onMain);
    extra.subscribe(onExtra);

    registry.resetAll();

    expect(registry.current.get(cartAtom)).toBe(0);
    expect(extra.current.get(cartAtom)).toBe(0);
    expect(onMain).toHaveBeenCalledTimes(1);
    expect(onExtra).toHaveBeenCalledTimes(1);
  });

  it('stops telling a holder that unsubscribed', () => {
    const registry = createStoreRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    unsubscribe();
    registry.resetAll();
    expect(listener).not.toHaveBeenCalled();
  });
});
