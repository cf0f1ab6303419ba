/** Focus helpers shared by the field-error pattern, the route announcer and the focus rescue. */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  'summary',
].join(',');

function isShown(element: HTMLElement): boolean {
  if (element.getClientRects().length > 0) return true;
  // No layout at all (a DOM without rendering, as in unit tests): only `hidden` hides.
  if (element.ownerDocument.documentElement.getClientRects().length === 0) return !element.closest('[hidden]');
  return false;
}

/** Controls a keyboard user can Tab to within `root`, in document order. */
export function focusableWithin(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert],[aria-hidden="true"]') && isShown(element),
  );
}

/**
 * Moves focus to `element`, making a heading or a landmark focusable for the script only
 * (tabindex=-1 keeps it out of the Tab order).
 */
export function focusElement(element: HTMLElement | null | undefined): boolean {
  if (!element) return false;
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
  return document.activeElement === element;
}

/** The page's h1 (in <main> when there is one), else <main>: where a new screen's focus starts. */
export function pageStart(root: ParentNode = document): HTMLElement | null {
  const main = root.querySelector<HTMLElement>('main');
  return main?.querySelector<HTMLElement>('h1') ?? root.querySelector<HTMLElement>('h1') ?? main;
}

/** The controls marked invalid (aria-invalid="true") within `root`, in document order. */
export function invalidControls(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[aria-invalid="true"]'));
}

/** The error text tied to a control: the elements it is described by that are field errors. */
export function errorTextOf(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => control.ownerDocument.getElementById(id))
    .filter((element): element is HTMLElement => !!element && element.hasAttribute('data-field-error'))
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}
