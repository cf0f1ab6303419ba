import { markBusy } from './busy-flows';

/**
 * The flows an update must not interrupt, as one span each: the shop flow from the cart to the
 * order (the success screen ends it, so a waiting update applies there) and scanning.
 */
export const BUSY_PATHS: readonly string[] = ['/shop/cart', '/shop/delivery', '/shop/payment', '/shop/checkout', '/scanning', '/scan/multi'];

export function isBusyPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BUSY_PATHS.includes(path);
}

/**
 * Holds the busy mark while the app is on a busy path, from the moment a navigation there starts
 * until one leaves the flow: moving between the steps never releases it (each step's own mark is
 * released on unmount before the next one sets its own, and a waiting reload would fire between).
 */
export function createBusySpan(isBusy: (pathname: string) => boolean = isBusyPath) {
  let release: (() => void) | null = null;
  return {
    /** The location the app is on, or is about to be on. */
    update(pathname: string): void {
      const busy = isBusy(pathname);
      if (busy && !release) release = markBusy('flow');
      else if (!busy && release) {
        const done = release;
        release = null;
        done();
      }
    },
    stop(): void {
      release?.();
      release = null;
    },
  };
}

/** The part of a router the span follows: its location now and the navigations it starts and ends. */
export interface NavigationSource {
  readonly state: { location: { pathname: string } };
  subscribe(event: 'onBeforeNavigate' | 'onResolved', listener: (event: { toLocation: { pathname: string } }) => void): () => void;
}

/** Follows the router: a span for every stretch of navigation inside a busy flow. */
export function followBusyRoutes(router: NavigationSource, isBusy: (pathname: string) => boolean = isBusyPath): () => void {
  const span = createBusySpan(isBusy);
  span.update(router.state.location.pathname);
  const stops = [
    router.subscribe('onBeforeNavigate', (event) => span.update(event.toLocation.pathname)),
    // A navigation that ended elsewhere (a guard's redirect) corrects the span.
    router.subscribe('onResolved', (event) => span.update(event.toLocation.pathname)),
  ];
  return () => {
    stops.forEach((stop) => stop());
    span.stop();
  };
}
