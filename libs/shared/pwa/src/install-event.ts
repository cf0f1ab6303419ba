/**
 * Chromium fires beforeinstallprompt once, early, often before the first screen mounts. The app
 * catches it at start with these few lines; the prompt itself (install-prompt.ts: its state, the
 * dismissal, iOS instructions) comes with the screen that offers it and takes what was caught.
 */
let caught: Event | null = null;
let installed = false;
let catching = false;

export function catchInstallEvent(win: Window = window): void {
  if (catching) return;
  catching = true;
  win.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away: the app shows its own prompt, once.
    event.preventDefault();
    caught = event;
  });
  win.addEventListener('appinstalled', () => {
    caught = null;
    installed = true;
  });
}

/** What happened before the prompt existed: the install event to offer, or an installation. */
export function takeCaughtInstallEvent(): { event: Event | null; installed: boolean } {
  const taken = { event: caught, installed };
  caught = null;
  return taken;
}
