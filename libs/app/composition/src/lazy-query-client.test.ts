import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createLazyQueryClient } from './lazy-query-client';

function deferredClient() {
  const real = new QueryClient();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const create = vi.fn(() => gate.then(() => real));
  return { real, release, create, lazy: createLazyQueryClient(create) };
}

describe('createLazyQueryClient', () => {
  it('fetches nothing until it is used or preloaded', async () => {
    const { create, lazy, release } = deferredClient();
    expect(create).not.toHaveBeenCalled();
    release();
    await lazy.preload();
    await lazy.preload();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('runs the calls made before the code is there, in order, once it is', async () => {
    const { real, lazy, release } = deferredClient();
    void lazy.setQueryData(['age'], true);
    const ensured = lazy.ensureQueryData({ queryKey: ['age'], queryFn: () => false });
    const fetched = lazy.fetchQuery({ queryKey: ['name'], queryFn: () => 'Олена' });
    release();
    await expect(ensured).resolves.toBe(true);
    await expect(fetched).resolves.toBe('Олена');
    expect(real.getQueryData(['name'])).toBe('Олена');
  });

  it('is the real client once loaded, private state included', async () => {
    const { real, lazy, release } = deferredClient();
    release();
    await lazy.preload();
    lazy.setQueryData(['cart'], 3);
    expect(lazy.getQueryData(['cart'])).toBe(3);
    expect(lazy.getQueryCache()).toBe(real.getQueryCache());
    expect(lazy.getQueryData).toBe(lazy.getQueryData);
    lazy.clear();
    expect(real.getQueryData(['cart'])).toBeUndefined();
  });

  it('mounts once something else has loaded it, without loading it itself', async () => {
    const { real, create, lazy, release } = deferredClient();
    const mount = vi.spyOn(real, 'mount');
    lazy.mount();
    await Promise.resolve();
    expect(create).not.toHaveBeenCalled();
    release();
    await lazy.preload();
    await Promise.resolve();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('has nothing to clear or cancel before the code is fetched, and does not fetch it for that', async () => {
    const { create, lazy } = deferredClient();
    await expect(lazy.cancelQueries()).resolves.toBeUndefined();
    lazy.clear();
    await lazy.invalidateQueries({ queryKey: ['cart'] });
    expect(create).not.toHaveBeenCalled();
  });

  it('clears after the calls made while the code loads', async () => {
    const { real, lazy, release } = deferredClient();
    void lazy.setQueryData(['cart'], 3);
    const cleared = lazy.clear() as unknown as Promise<void>;
    release();
    await cleared;
    expect(real.getQueryData(['cart'])).toBeUndefined();
  });

  it('names a synchronous read made before the code is there', () => {
    const { lazy } = deferredClient();
    expect(() => lazy.getQueryData(['cart'])).toThrow(/QueryClient\.getQueryData was used before/);
  });

  it('is not mistaken for a promise while loading', async () => {
    const { lazy, release } = deferredClient();
    await expect(Promise.resolve(lazy)).resolves.toBe(lazy);
    release();
  });

  it('asks again for code that failed to load', async () => {
    const real = new QueryClient();
    const create = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(real);
    const lazy = createLazyQueryClient(create);
    await expect(lazy.preload()).rejects.toThrow(TypeError);
    await expect(lazy.preload()).resolves.toBe(real);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
