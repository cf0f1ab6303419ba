import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServiceWorkers } from './testing/fake-service-workers';

// The waiting update is one per page (module state): each test starts from fresh modules.
let pwa: typeof import('./sw-registration') & Pick<typeof import('./busy-flows'), 'markBusy'>;

beforeEach(async () => {
  vi.resetModules();
  const [registration, { markBusy }] = await Promise.all([import('./sw-registration'), import('./busy-flows')]);
  pwa = { ...registration, markBusy };
});

describe('registerServiceWorker', () => {
  it('registers the generated worker at the site root', async () => {
    const workers = fakeServiceWorkers({ controlled: false });
    pwa.registerServiceWorker({ win: workers.win });
    await workers.registered();
    expect(workers.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('does nothing where the browser has no service workers', () => {
    const win = { navigator: {} } as unknown as Window;
    expect(() => pwa.registerServiceWorker({ win })).not.toThrow();
    expect(pwa.serviceWorkerUpdate.isWaiting()).toBe(false);
  });

  it('takes a registration the browser answers without as no worker', async () => {
    const workers = fakeServiceWorkers({ controlled: false, blocked: true });
    pwa.registerServiceWorker({ win: workers.win });
    await expect(workers.registered()).resolves.toBeUndefined();
    expect(pwa.serviceWorkerUpdate.isWaiting()).toBe(false);
    expect(workers.win.setInterval).not.toHaveBeenCalled();
  });

  it('offers an update that already waits when the page opens, and says so once', async () => {
    const workers = fakeServiceWorkers({ controlled: true, waiting: true });
    const told = vi.fn();
    pwa.serviceWorkerUpdate.subscribe(told);
    pwa.registerServiceWorker({ win: workers.win });
    await workers.registered();
    expect(pwa.serviceWorkerUpdate.isWaiting()).toBe(true);
    expect(told).toHaveBeenCalledOnce();
  });

  it('offers an update found while the page runs', async () => {
    const workers = fakeServiceWorkers({ controlled: true });
    pwa.registerServiceWorker({ win: workers.win });
    await workers.registered();
    expect(pwa.serviceWorkerUpdate.isWaiting()).toBe(false);
    const waiting = workers.install();
    expect(pwa.serviceWorkerUpdate.isWaiting()).toBe(true);
    pwa.serviceWorkerUpdate.activate();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('treats the first install as no update: nothing to offer, no reload', async () => {
    const workers = fakeServiceWorkers({ controlled: false });
    pwa.registerServiceWorker({ win: workers.win });
    await workers.registered();
    workers.install();
    workers.takeOver();
    expect(pwa.serviceWorkerUpdate.isWaiting()).toBe(false);
    expect(workers.reload).not.toHaveBeenCalled();
  });

  it('reloads when a new worker takes over a controlled page, but not while scanning', async () => {
    const workers = fakeServiceWorkers({ controlled: true });
    pwa.registerServiceWorker({ win: workers.win });
    await workers.registered();
    const endScan = pwa.markBusy('scanning');
    workers.takeOver();
    expect(workers.reload).not.toHaveBeenCalled();
    endScan();
    expect(workers.reload).toHaveBeenCalledOnce();
  });

  it('asks for a new worker every hour while online', async () => {
    const workers = fakeServiceWorkers({ controlled: true });
    pwa.registerServiceWorker({ win: workers.win });
    await workers.registered();
    const setInterval = workers.win.setInterval as unknown as ReturnType<typeof vi.fn>;
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), pwa.SW_UPDATE_CHECK_MS);
    (setInterval.mock.calls[0]?.[0] as () => void)();
    expect(workers.registration.update).toHaveBeenCalledOnce();
  });
});
