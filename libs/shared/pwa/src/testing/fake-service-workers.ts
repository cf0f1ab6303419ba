import { vi } from 'vitest';

type FakeWorker = EventTarget & { state: ServiceWorkerState; postMessage: ReturnType<typeof vi.fn> };

function fakeWorker(state: ServiceWorkerState): FakeWorker {
  return Object.assign(new EventTarget(), { state, postMessage: vi.fn() });
}

/**
 * A window with the service-worker API in memory, for registerServiceWorker: a page that an older
 * worker controls (or not), whose registration the test drives — a new version installed, a new
 * worker taking over.
 */
export function fakeServiceWorkers({ controlled, waiting = false, blocked = false }: { controlled: boolean; waiting?: boolean; blocked?: boolean }) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: waiting ? fakeWorker('installed') : null,
    update: vi.fn(async () => undefined),
  });
  // A blocked registration resolves without a registration (what Playwright's blocking does).
  const registering = Promise.resolve(blocked ? undefined : registration);
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? fakeWorker('activated') : null,
    register: vi.fn(() => registering),
  });
  const storage = new Map<string, string>();
  const win = {
    navigator: { serviceWorker: container, onLine: true },
    location: { reload: vi.fn() },
    sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    setInterval: vi.fn(),
  };
  return {
    win: win as unknown as Window,
    reload: win.location.reload,
    container,
    registration,
    /** Settles once the registration has been handed to the app. */
    registered: async () => {
      await registering;
      await Promise.resolve();
    },
    /** A new version is found, installs and waits: the worker that waits. */
    install(): FakeWorker {
      const worker = fakeWorker('installing');
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      worker.state = 'installed';
      registration.installing = null;
      registration.waiting = worker;
      worker.dispatchEvent(new Event('statechange'));
      return worker;
    },
    /** A new worker controls the page now. */
    takeOver(): void {
      container.controller = fakeWorker('activated');
      container.dispatchEvent(new Event('controllerchange'));
    },
  };
}
