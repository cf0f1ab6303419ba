import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { fakeServiceWorkers } from './testing/fake-service-workers';

// The waiting update is one per page (module state): each test starts from fresh modules.
let pwa: {
  useServiceWorker: typeof import('./sw').useServiceWorker;
  registerServiceWorker: typeof import('./sw-registration').registerServiceWorker;
  markBusy: typeof import('./busy-flows').markBusy;
};

beforeEach(async () => {
  vi.resetModules();
  const [{ useServiceWorker }, { registerServiceWorker }, { markBusy }] = await Promise.all([
    import('./sw'),
    import('./sw-registration'),
    import('./busy-flows'),
  ]);
  pwa = { useServiceWorker, registerServiceWorker, markBusy };
});

/** A page an older worker controls, whose registration then gets a new version waiting. */
async function updateWaiting() {
  const workers = fakeServiceWorkers({ controlled: true });
  pwa.registerServiceWorker({ win: workers.win });
  await workers.registered();
  return workers.install();
}

describe('useServiceWorker', () => {
  it('reports a waiting update', async () => {
    const { result } = renderHook(() => pwa.useServiceWorker());
    expect(result.current.needRefresh).toBe(false);
    await act(() => updateWaiting());
    expect(result.current.needRefresh).toBe(true);
  });

  it('activates the waiting worker when the customer agrees and nothing is busy', async () => {
    const { result } = renderHook(() => pwa.useServiceWorker());
    const waiting = await act(() => updateWaiting());
    act(() => result.current.update());
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(result.current.needRefresh).toBe(false);
  });

  it('defers the update until checkout ends', async () => {
    const { result } = renderHook(() => pwa.useServiceWorker());
    const waiting = await act(() => updateWaiting());
    const endCheckout = pwa.markBusy('checkout');
    act(() => result.current.update());
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(result.current.deferred).toBe(true);
    act(() => endCheckout());
    expect(waiting.postMessage).toHaveBeenCalledOnce();
    expect(result.current.deferred).toBe(false);
  });

  it('"not now" hides the prompt without activating anything', async () => {
    const { result } = renderHook(() => pwa.useServiceWorker());
    const waiting = await act(() => updateWaiting());
    act(() => result.current.dismiss());
    expect(result.current.needRefresh).toBe(false);
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });
});
