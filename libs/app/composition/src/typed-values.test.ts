import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreTypedValues, takeTypedValues } from './typed-values';

const form = (id: string) => `
  <form>
    <label for="${id}-phone">Номер телефону</label><input id="${id}-phone" type="tel" />
    <label><input type="checkbox" name="agree" /> Погоджуюсь</label>
    <input type="password" aria-label="Пароль" />
  </form>`;

function field(root: ParentNode, selector: string): HTMLInputElement {
  const found = root.querySelector<HTMLInputElement>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what a visitor typed before the app started', () => {
  it('is put into the same fields of the screen that replaces the HTML', () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = form('html');
    const phone = field(root, '#html-phone');
    phone.value = '671112233';
    phone.focus();
    field(root, '[name=agree]').checked = true;
    field(root, '[type=password]').value = 'secret';

    const typed = takeTypedValues(root);
    expect(typed.values.map((value) => value.value)).toEqual(['671112233', 'on']);

    // The new screen: other ids (React's useId differs), the same labels.
    root.innerHTML = form('app');
    const input = vi.fn();
    root.addEventListener('input', input);
    const missing = restoreTypedValues(root, typed);

    expect(missing).toEqual([]);
    const newPhone = field(root, '#app-phone');
    expect(newPhone.value).toBe('671112233');
    expect(document.activeElement).toBe(newPhone);
    expect(input).toHaveBeenCalled();
    expect(field(root, '[name=agree]').checked).toBe(true);
    // Passwords are never carried.
    expect(field(root, '[type=password]').value).toBe('');
  });

  it('waits for fields the new screen does not show yet, and never writes into the old HTML', () => {
    const root = document.createElement('div');
    root.innerHTML = form('html');
    field(root, '#html-phone').value = '671112233';
    const typed = takeTypedValues(root);
    // The old HTML is still there (the new screen has not committed): nothing is restored yet.
    expect(restoreTypedValues(root, typed)).toHaveLength(1);
  });

  it('does not overwrite what the app itself put in a field', () => {
    const root = document.createElement('div');
    root.innerHTML = form('html');
    field(root, '#html-phone').value = '671112233';
    const typed = takeTypedValues(root);
    root.innerHTML = form('app');
    field(root, '#app-phone').value = '501234567';
    restoreTypedValues(root, typed);
    expect(field(root, '#app-phone').value).toBe('501234567');
  });
});
