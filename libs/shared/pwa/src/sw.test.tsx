import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { swStub } from './testing/pwa-register-react.stub';
import { useServiceWorker } from './sw';
import { markBusy } from './busy-flows';

const reload = vi.fn();

afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockReset();
});

function stubLocation() {
  vi.stubGlobal('location', { ...window.location, reload });
}

describe('useServiceWorker', () => {
  it('registers at once in prompt mode and reports a waiting update', () => {
    const { result } = renderHook(() => useServiceWorker());
    expect(swStub.options?.immediate).toBe(true);
    expect(result.current.needRefresh).toBe(false);
    act(() => swStub.setNeedRefresh(true));
    expect(result.current.needRefresh).toBe(true);
  });

  it('activates the waiting worker when the customer agrees and nothing is busy', () => {
    const update = vi.spyOn(swStub, 'updateServiceWorker');
    const { result } = renderHook(() => useServiceWorker());
    act(() => swStub.setNeedRefresh(true));
    act(() => result.current.update());
    expect(update).toHaveBeenCalledOnce();
    expect(result.current.needRefresh).toBe(false);
  });

  it('defers the update until checkout ends', () => {
    const update = vi.spyOn(swStub, 'updateServiceWorker');
    const { result } = renderHook(() => useServiceWorker());
    const endCheckout = markBusy('checkout');
    act(() => result.current.update());
    expect(update).not.toHaveBeenCalled();
    expect(result.current.deferred).toBe(true);
    act(() => endCheckout());
    expect(update).toHaveBeenCalledOnce();
    expect(result.current.deferred).toBe(false);
  });

  it('reloads when a new worker takes over, but not while scanning', () => {
    stubLocation();
    renderHook(() => useServiceWorker());
    const endScan = markBusy('scanning');
    swStub.options?.onNeedReload?.();
    expect(reload).not.toHaveBeenCalled();
    endScan();
    expect(reload).toHaveBeenCalledOnce();
  });
});
