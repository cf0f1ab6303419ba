import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Probes of the WCAG 2.2 AA checks axe cannot make: read from the page as a keyboard,
 * screen-reader or zoom user meets it.
 */

/** What the app's live regions (shared-ui's announcer) say now. */
export async function announced(page: Page, politeness: 'polite' | 'assertive' = 'polite'): Promise<string> {
  return (await page.locator(`[data-cx-announcer="${politeness}"]`).textContent()) ?? '';
}

/**
 * Sets the browser's own default text size to `percent` of 16 px (Chromium's font-size setting,
 * through the DevTools protocol), as a customer who enlarges text does: everything the app sizes
 * in rem or em follows, anything in px does not (which is the failure this looks for).
 */
export async function setTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  const standard = Math.round((16 * percent) / 100);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard, fixed: Math.round((13 * percent) / 100) } });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe(`${standard}px`);
}

/** The page's width beyond the viewport, in CSS px (0: no horizontal scroll). */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    const culprits: string[] = [];
    if (overflow > 0) {
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const rect = element.getBoundingClientRect();
        if (rect.width > 0 && rect.right > width + 1 && getComputedStyle(element).position !== 'fixed') {
          culprits.push(`${element.tagName.toLowerCase()}.${element.className} ${Math.round(rect.right)}px "${(element.textContent ?? '').trim().slice(0, 30)}"`);
        }
        if (culprits.length >= 5) break;
      }
    }
    return { overflow, culprits };
  });
}

/** Fails when the page scrolls sideways, naming the widest elements. */
export async function expectNoHorizontalScroll(page: Page, what: string) {
  const { overflow, culprits } = await horizontalOverflow(page);
  expect(overflow, `${what}: scrolls sideways by ${overflow}px (${culprits.join('; ')})`).toBeLessThanOrEqual(0);
}

/**
 * The focused control as the user sees it: inside the viewport and not covered by a sticky or
 * fixed bar (the point at its centre belongs to it). Null when it is shown.
 */
export async function focusObscured(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const rect = element.getBoundingClientRect();
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    if (rect.width === 0 && rect.height === 0) return null;
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = rect.top + rect.height / 2;
    if (y < 0 || y > window.innerHeight) return `${name} is outside the viewport (centre at ${Math.round(y)}px)`;
    const hit = document.elementFromPoint(x, y);
    if (!hit) return `${name}: nothing at its centre`;
    const own = hit === element || element.contains(hit) || hit.contains(element) || (hit.closest('label') !== null && hit.closest('label') === element.closest('label'));
    if (own) return null;
    const cover = hit.closest('header, nav, [class*="bottomBar"], [class*="BottomBar"]') ?? hit;
    return `${name} is covered by ${cover.tagName.toLowerCase()}.${cover.className}`;
  });
}

/**
 * Tabs through every control of the page (until the focus comes back round or `max` presses),
 * checking each is shown when focused (WCAG 2.4.11). Returns how many were checked.
 */
export async function expectEveryFocusShown(page: Page, what: string, max = 120): Promise<number> {
  const seen = new Set<string>();
  const problems: string[] = [];
  let checked = 0;
  for (let press = 0; press < max; press++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return 'body';
      if (!element.dataset['a11yProbe']) element.dataset['a11yProbe'] = String(Math.random());
      return element.dataset['a11yProbe'];
    });
    if (id === 'body') continue;
    if (seen.has(id)) break;
    seen.add(id);
    checked++;
    const problem = await focusObscured(page);
    if (problem) problems.push(problem);
  }
  expect(problems, `${what}: focused controls hidden`).toEqual([]);
  return checked;
}
