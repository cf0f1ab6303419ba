/** How long taps are ignored once the order is placed: the rest of the gesture that placed it. */
export const TAP_GUARD_MS = 1000;

const TAP_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click'] as const;

/**
 * Ignores every tap for a moment, from before the success screen is on its way until it has been
 * up for a while: a double or triple tap on "Оформити замовлення" must not go on to whatever
 * appears under the finger meanwhile (the tab bar's "Сканувати" while the screen's code loads).
 * Listens in the capture phase on the window, so no control (React or not) ever sees the tap.
 */
export function ignoreTapsFor(ms: number = TAP_GUARD_MS, win: Window = window): () => void {
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  for (const type of TAP_EVENTS) win.addEventListener(type, swallow, { capture: true });
  const stop = () => {
    clearTimeout(timer);
    for (const type of TAP_EVENTS) win.removeEventListener(type, swallow, { capture: true });
  };
  const timer = setTimeout(stop, ms);
  return stop;
}
