import type { AnalyticsWiring } from './analytics-wiring';
import { whenSignedIn } from './when-signed-in';

/**
 * Analytics adds nothing to the first screen: everything it sends belongs to a signed-in customer
 * (its token is the customer's; a visitor's events were only ever dropped), so its code is fetched
 * once the page has loaded, the first screen is on view and someone is signed in — for a visitor,
 * at the sign-in. Any failure there stays there. Calls screens make before that are buffered by
 * the analytics hub, and the first page view is the location analytics starts on.
 */
export function startAnalyticsWhenIdle(wiring: AnalyticsWiring & { firstScreen: Promise<void> }): void {
  const { session, firstScreen } = wiring;
  const load = () =>
    void import('./analytics-wiring')
      .then(({ wireAnalytics }) => wireAnalytics(wiring))
      .catch(() => undefined);
  const start = () => void firstScreen.then(() => whenSignedIn(session, load));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
