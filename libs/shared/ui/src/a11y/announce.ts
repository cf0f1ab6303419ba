/**
 * Status messages (WCAG 4.1.3) through two visually hidden live regions kept at the end of
 * <body>: one polite, one assertive. They are created once and never re-rendered by React, so a
 * message is read even when the component that sent it has already unmounted (a route change, a
 * removed cart line). Plain aria-live regions, no role: they are the page's voice, not one more
 * status or alert element among the screen's own.
 */
export type Politeness = 'polite' | 'assertive';

const REGION_ATTRIBUTE = 'data-cx-announcer';
const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0';

function region(politeness: Politeness): HTMLElement | null {
  if (typeof document === 'undefined' || !document.body) return null;
  const found = document.querySelector<HTMLElement>(`[${REGION_ATTRIBUTE}="${politeness}"]`);
  if (found) return found;
  const created = document.createElement('div');
  created.setAttribute(REGION_ATTRIBUTE, politeness);
  created.setAttribute('aria-live', politeness);
  created.setAttribute('aria-atomic', 'true');
  created.style.cssText = HIDDEN;
  document.body.append(created);
  return created;
}

/** Creates both regions ahead of the first message (a region must exist before it changes). */
export function prepareAnnouncer(): void {
  region('polite');
  region('assertive');
}

const timers = new Map<Politeness, ReturnType<typeof setTimeout>>();

/**
 * Says `message` to screen readers. The region is emptied first and filled a moment later, so the
 * same text said twice (the same error after a second submit) is read twice.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const target = region(politeness);
  if (!target || !message.trim()) return;
  target.textContent = '';
  clearTimeout(timers.get(politeness));
  timers.set(
    politeness,
    setTimeout(() => {
      target.textContent = message;
    }, 50),
  );
}

/** The text a region holds now (tests and stories read it). */
export function announcement(politeness: Politeness = 'polite'): string {
  return region(politeness)?.textContent ?? '';
}
