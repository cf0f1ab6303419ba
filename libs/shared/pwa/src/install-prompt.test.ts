import { describe, expect, it, vi } from 'vitest';
import { createInstallPrompt, isIosSafari, type BeforeInstallPromptEvent } from './install-prompt';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

function fakeWindow(userAgent = ANDROID, { standalone = false, maxTouchPoints = 5 } = {}) {
  const events = new EventTarget();
  return {
    navigator: { userAgent, maxTouchPoints, standalone },
    matchMedia: () => ({ matches: false }),
    localStorage,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  } as unknown as Window;
}

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  Object.assign(event, { prompt: vi.fn(async () => undefined), userChoice: Promise.resolve({ outcome }) });
  return event;
}

describe('install prompt', () => {
  it('recognises iOS Safari, including an iPad that says it is a Mac', () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: IPHONE_CHROME, maxTouchPoints: 5 })).toBe(false);
    expect(isIosSafari({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false);
  });

  it('offers instructions on iOS Safari, unless already installed', () => {
    expect(createInstallPrompt(fakeWindow(IPHONE_SAFARI)).shouldShow()).toBe(true);
    expect(createInstallPrompt(fakeWindow(IPHONE_SAFARI)).getState().offer).toBe('ios');
    expect(createInstallPrompt(fakeWindow(IPHONE_SAFARI, { standalone: true })).shouldShow()).toBe(false);
  });

  it('offers the browser’s installation once Chromium says the app is installable', async () => {
    const win = fakeWindow();
    const prompt = createInstallPrompt(win);
    expect(prompt.shouldShow()).toBe(false);
    const event = installEvent('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(prompt.getState().offer).toBe('native');
    await expect(prompt.install()).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(prompt.shouldShow()).toBe(false);
    await expect(prompt.install()).resolves.toBe('unavailable');
  });

  it('remembers a dismissal for good, across app starts', () => {
    const prompt = createInstallPrompt(fakeWindow(IPHONE_SAFARI));
    const listener = vi.fn();
    prompt.subscribe(listener);
    prompt.dismiss();
    expect(listener).toHaveBeenCalled();
    expect(prompt.shouldShow()).toBe(false);
    expect(localStorage.getItem('install-prompt-dismissed')).toBe('true');
    expect(createInstallPrompt(fakeWindow(IPHONE_SAFARI)).shouldShow()).toBe(false);
  });

  it('is shown once: on the first screen that asks, and not again after leaving it', () => {
    const prompt = createInstallPrompt(fakeWindow(IPHONE_SAFARI));
    expect(prompt.shouldShow('home-1')).toBe(true);
    expect(prompt.shouldShow('home-1')).toBe(true);
    expect(prompt.shouldShow('news-2')).toBe(false);
    expect(prompt.shouldShow('home-3')).toBe(false);
  });

  it('hides after the app was installed some other way', () => {
    const win = fakeWindow();
    const prompt = createInstallPrompt(win);
    win.dispatchEvent(installEvent('dismissed'));
    win.dispatchEvent(new Event('appinstalled'));
    expect(prompt.shouldShow()).toBe(false);
    prompt.stop();
  });
});
