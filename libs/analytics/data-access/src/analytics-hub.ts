import type { Analytics, AnalyticsContact, EventParams, OrderInfo } from './analytics';

/**
 * The app's one analytics instance. Screens and checkout call these functions without holding
 * the instance; until the composition root starts analytics (after the first screen, when idle),
 * calls wait in a short buffer, then replay. Every function returns at once and never throws.
 */
let active: Analytics | null = null;
const MAX_BUFFERED = 50;
let buffered: ((analytics: Analytics) => void)[] = [];

function call(work: (analytics: Analytics) => void): void {
  try {
    if (active) {
      work(active);
      return;
    }
    buffered.push(work);
    if (buffered.length > MAX_BUFFERED) buffered = buffered.slice(-MAX_BUFFERED);
  } catch {
    // Never reaches the caller.
  }
}

/** Makes `analytics` the app's instance and replays what was called before it existed. */
export function setAnalytics(analytics: Analytics | null): void {
  active = analytics;
  if (!analytics) return;
  const waiting = buffered;
  buffered = [];
  for (const work of waiting) {
    try {
      work(analytics);
    } catch {
      // Ignored like any analytics failure.
    }
  }
}

/** A key action, e.g. `track('marathon_quiz_submit', { correct: 4 })`. */
export function track(name: string, params?: EventParams): void {
  const page = globalThis.location?.pathname;
  call((analytics) => analytics.track(name, params, page));
}

export function trackPageView(path: string): void {
  call((analytics) => analytics.pageView(path));
}

/** For checkout, right after create-order succeeded: pwa-add-order-info (spec §7). */
export function trackOrderPlaced(order: OrderInfo): void {
  call((analytics) => analytics.orderPlaced(order));
}

/** eSputnik: add the signed-in customer as a contact and send its id. */
export function identifyContact(contact: AnalyticsContact): void {
  call((analytics) => analytics.identify(contact));
}
