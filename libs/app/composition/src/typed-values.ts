import { fieldChanged, type Field } from './field-changed';

/**
 * What a visitor typed into prerendered HTML before the app started. A page whose HTML the app
 * replaces rather than hydrates (a URL with a query string, a skeleton) would otherwise drop it:
 * the values are taken before the replacement and put into the same fields of the new screen.
 */

export interface TypedValues {
  values: TypedValue[];
  /** The HTML's own fields: the new screen's fields are the others. */
  stale: ReadonlySet<Element>;
}

export interface TypedValue {
  key: string;
  value: string;
  checked?: boolean;
  focused: boolean;
}

/** A field's identity that survives a re-render: its name, else its label, else its aria-label. */
function keyOf(field: Field): string | null {
  const label = field.labels?.[0]?.textContent?.trim();
  const key = field.name || label || field.getAttribute('aria-label') || '';
  return key ? `${field.tagName}:${field.type}:${key}` : null;
}

function fields(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')].filter(
    (field) => !field.disabled && field.type !== 'hidden' && field.type !== 'password',
  );
}

/**
 * On the root element while the values are on their way into the new screen: the page's start
 * script waits for it to go before it replays a tap held before the start (tools/vite/app-start.ts,
 * RESTORING_ATTRIBUTE).
 */
const RESTORING = 'data-restoring';

/** The values the visitor changed in `root`'s fields, by field identity. */
export function takeTypedValues(root: ParentNode): TypedValues {
  const active = root.ownerDocument?.activeElement ?? null;
  const taken: TypedValue[] = [];
  const all = fields(root);
  for (const field of all) {
    const key = keyOf(field);
    if (!key || !fieldChanged(field)) continue;
    const checked = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : undefined;
    taken.push({ key, value: field.value, checked, focused: field === active });
  }
  return { values: taken, stale: new Set(all) };
}

/** Sets a value the way typing does, so React's onChange sees it. */
function type(field: Field, value: TypedValue): void {
  if (value.checked !== undefined && field instanceof HTMLInputElement) {
    if (field.checked !== value.checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Puts `values` into the fields of `root` with the same identity that the new screen left empty
 * (it never overwrites what the app itself filled in), and gives focus back. Returns the values
 * whose field is not there (yet).
 */
export function restoreTypedValues(root: ParentNode, { values, stale }: TypedValues): TypedValue[] {
  const fresh = fields(root).filter((field) => !stale.has(field));
  const byKey = new Map(fresh.map((field) => [keyOf(field), field]));
  const missing: TypedValue[] = [];
  for (const value of values) {
    const field = byKey.get(value.key);
    if (!field) {
      missing.push(value);
      continue;
    }
    const untouched = value.checked !== undefined || field.value === '' || ('defaultValue' in field && field.value === field.defaultValue);
    if (untouched) type(field, value);
    if (value.focused) field.focus();
  }
  return missing;
}

/**
 * Restores `values` once the new screen shows their fields: tries after each frame for a while
 * (the screen's chunk may still be on its way), then gives up on what never appeared.
 */
export function restoreWhenShown(root: Element, typed: TypedValues, frames = 120): void {
  if (typed.values.length === 0) return;
  root.setAttribute(RESTORING, '');
  let left = typed.values;
  let tries = 0;
  const attempt = () => {
    left = restoreTypedValues(root, { values: left, stale: typed.stale });
    tries += 1;
    if (left.length > 0 && tries < frames) requestAnimationFrame(attempt);
    else root.removeAttribute(RESTORING);
  };
  requestAnimationFrame(attempt);
}
