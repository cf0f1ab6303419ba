import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@cx/shell-data-access';
import { whenOverlaysNeeded } from './overlays-needed';

afterEach(() => toast.clear());

function fakeWindow(onLine = true) {
  const target = new EventTarget();
  const doc = new EventTarget();
  return Object.assign(target, { navigator: { onLine }, document: doc }) as unknown as Window & { document: EventTarget };
}

describe('whenOverlaysNeeded', () => {
  it('waits while nothing needs them', () => {
    const show = vi.fn();
    whenOverlaysNeeded(show, fakeWindow());
    expect(show).not.toHaveBeenCalled();
  });

  it('shows them at once when a toast already waits, or the device starts offline', () => {
    const offline = vi.fn();
    whenOverlaysNeeded(offline, fakeWindow(false));
    expect(offline).toHaveBeenCalledOnce();
    toast.error('Сталася помилка');
    const toasted = vi.fn();
    whenOverlaysNeeded(toasted, fakeWindow());
    expect(toasted).toHaveBeenCalledOnce();
  });

  it('shows them once, at the first toast, offline event or act of the customer', () => {
    for (const trigger of [
      () => void toast.info('Збережено'),
      (win: ReturnType<typeof fakeWindow>) => win.dispatchEvent(new Event('offline')),
      (win: ReturnType<typeof fakeWindow>) => win.document.dispatchEvent(new Event('pointerdown')),
    ]) {
      toast.clear();
      const win = fakeWindow();
      const show = vi.fn();
      whenOverlaysNeeded(show, win);
      trigger(win);
      win.dispatchEvent(new Event('offline'));
      win.document.dispatchEvent(new Event('keydown'));
      toast.error('Сталася помилка');
      expect(show).toHaveBeenCalledOnce();
    }
  });

  it('stops waiting when told to', () => {
    const win = fakeWindow();
    const show = vi.fn();
    whenOverlaysNeeded(show, win)();
    win.dispatchEvent(new Event('offline'));
    win.document.dispatchEvent(new Event('focusin'));
    toast.error('Сталася помилка');
    expect(show).not.toHaveBeenCalled();
  });
});
