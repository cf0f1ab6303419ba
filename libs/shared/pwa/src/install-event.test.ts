import { describe, expect, it, vi } from 'vitest';

describe('the install event caught at start', () => {
  it('is offered by the prompt created later, and the browser bar is kept away', async () => {
    vi.resetModules();
    const { catchInstallEvent } = await import('./install-event');
    const { createInstallPrompt } = await import('./install-prompt');
    catchInstallEvent(window);
    const event = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    const prompt = createInstallPrompt(window);
    expect(prompt.getState().offer).toBe('native');
    prompt.stop();
  });

  it('tells a prompt created after an installation that the app is installed', async () => {
    vi.resetModules();
    const { catchInstallEvent } = await import('./install-event');
    const { createInstallPrompt } = await import('./install-prompt');
    catchInstallEvent(window);
    window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    window.dispatchEvent(new Event('appinstalled'));

    const prompt = createInstallPrompt(window);
    expect(prompt.getState()).toMatchObject({ offer: null, installed: true });
    prompt.stop();
  });
});
