import { describe, expect, it, vi } from 'vitest';
import { isBusy, markBusy, whenIdle } from './busy-flows';
import { followBusyRoutes, isBusyPath, type NavigationSource } from './busy-span';

type Listener = (event: { toLocation: { pathname: string } }) => void;

function fakeRouter(pathname: string) {
  const listeners: Record<string, Listener[]> = { onBeforeNavigate: [], onResolved: [] };
  const router: NavigationSource & { go(path: string): void } = {
    state: { location: { pathname } },
    subscribe(event, listener) {
      listeners[event]?.push(listener);
      return () => undefined;
    },
    go(path) {
      listeners['onBeforeNavigate']?.forEach((listener) => listener({ toLocation: { pathname: path } }));
      router.state.location.pathname = path;
      listeners['onResolved']?.forEach((listener) => listener({ toLocation: { pathname: path } }));
    },
  };
  return router;
}

describe('the shop flow is one busy span', () => {
  it('knows the flow paths', () => {
    expect(['/shop/cart', '/shop/delivery/', '/shop/payment', '/shop/checkout', '/scanning'].every(isBusyPath)).toBe(true);
    expect(['/', '/shop', '/shop/success', '/shop/sticks'].some(isBusyPath)).toBe(false);
  });

  it('a waiting update never runs between the steps, and runs at the success screen', () => {
    const router = fakeRouter('/shop/cart');
    const stop = followBusyRoutes(router);
    const reload = vi.fn();
    whenIdle(reload);
    // Each step also marks itself while mounted and releases on unmount, before the next mounts.
    let step = markBusy('checkout');
    for (const next of ['/shop/delivery', '/shop/payment', '/shop/checkout']) {
      router.go(next);
      step();
      step = markBusy('checkout');
      expect(reload).not.toHaveBeenCalled();
    }
    router.go('/shop/success');
    expect(reload).not.toHaveBeenCalled();
    step();
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaving the flow releases it; stopping releases it too', () => {
    const router = fakeRouter('/shop/checkout');
    const stop = followBusyRoutes(router);
    expect(isBusy()).toBe(true);
    router.go('/');
    expect(isBusy()).toBe(false);
    router.go('/scanning');
    expect(isBusy()).toBe(true);
    stop();
    expect(isBusy()).toBe(false);
  });
});
