import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@cx/shared-util-storage';
import { takeCaughtInstallEvent } from './install-event';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/**
 * What the install prompt can offer: the browser's own installation (Chromium's
 * beforeinstallprompt), instructions for iOS Safari (which has no such event), or nothing.
 */
export type InstallOffer = 'native' | 'ios' | null;

export interface InstallPromptState {
  offer: InstallOffer;
  /** Spec §1: the customer dismissed it for good (remembered in local storage). */
  dismissed: boolean;
  installed: boolean;
}

type Listener = () => void;

interface InstallEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  /** Already running as an installed app (display-mode standalone, or iOS navigator.standalone). */
  standalone: boolean;
}

/** iOS Safari (iPhone, iPod, iPad — which may say it is a Mac): installable only by hand. */
export function isIosSafari({
  userAgent,
  maxTouchPoints,
}: Pick<InstallEnvironment, 'userAgent' | 'maxTouchPoints'>): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  // Other iOS browsers cannot add to the home screen the same way (or use Safari's sheet anyway).
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|GSA\//.test(userAgent);
  return ios && !otherBrowser && /Safari\//.test(userAgent);
}

function readEnvironment(win: Window): InstallEnvironment {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}

function readDismissed(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(STORAGE_KEYS.installPromptDismissed) === 'true';
  } catch {
    return false;
  }
}

/**
 * The install prompt's state. Chromium fires beforeinstallprompt once, early: the app catches it
 * at start (install-event.ts) and the prompt takes it when the screen that offers it first asks.
 */
export function createInstallPrompt(win: Window = window) {
  const environment = readEnvironment(win);
  const storage = (() => {
    try {
      return win.localStorage;
    } catch {
      return undefined;
    }
  })();
  const early = takeCaughtInstallEvent();
  let deferred = early.event as BeforeInstallPromptEvent | null;
  let state: InstallPromptState = {
    offer: deferred ? 'native' : !environment.standalone && isIosSafari(environment) ? 'ios' : null,
    dismissed: readDismissed(storage),
    installed: environment.standalone || early.installed,
  };
  /** The screen (history entry) the prompt first appeared on in this app start. */
  let shownOn: string | null = null;
  const listeners = new Set<Listener>();
  const set = (next: Partial<InstallPromptState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const onBeforeInstallPrompt = (event: Event) => {
    // Keep the browser's mini-infobar away: the app shows its own prompt, once.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set({ offer: 'native' });
  };
  const onInstalled = () => {
    deferred = null;
    set({ offer: null, installed: true });
  };
  win.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  win.addEventListener('appinstalled', onInstalled);

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Whether the prompt should be on the screen identified by `place` (a history entry key).
     * Spec §1: it is shown once — on the first screen that asks in this app start, for as long
     * as the customer stays there — and after a dismissal never again.
     */
    shouldShow(place = ''): boolean {
      if (state.offer === null || state.dismissed || state.installed) return false;
      shownOn ??= place;
      return shownOn === place;
    },
    /** Shows the browser's install dialog (native offer only); resolves with the outcome. */
    async install(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
      const event = deferred;
      if (!event) return 'unavailable';
      deferred = null;
      await event.prompt();
      const { outcome } = await event.userChoice;
      // Chromium lets an event prompt only once; after a "no" the offer is gone until it fires again.
      set(outcome === 'accepted' ? { offer: null, installed: true } : { offer: null });
      return outcome;
    },
    /** Spec §1: the customer may dismiss the prompt permanently; remembered locally. */
    dismiss() {
      try {
        storage?.setItem(STORAGE_KEYS.installPromptDismissed, 'true');
      } catch {
        // Blocked storage: dismissed for this visit at least.
      }
      set({ dismissed: true });
    },
    stop() {
      win.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      win.removeEventListener('appinstalled', onInstalled);
    },
  };
}

export type InstallPrompt = ReturnType<typeof createInstallPrompt>;

let shared: InstallPrompt | null = null;

/** The app's one install prompt: the screens that offer it share it. */
export function getInstallPrompt(): InstallPrompt {
  shared ??= createInstallPrompt(window);
  return shared;
}

/** The install prompt's state, re-rendering on every change. */
export function useInstallPromptState(prompt: InstallPrompt): InstallPromptState {
  return useSyncExternalStore(prompt.subscribe, prompt.getState, prompt.getState);
}
