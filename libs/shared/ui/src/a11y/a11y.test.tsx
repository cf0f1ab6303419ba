import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { TextField } from '../text-field/text-field';
import { announce, announcement } from './announce';
import { installFocusRescue } from './focus-rescue';
import { reserveEdge } from './sticky-edges';
import { useFocusFirstError } from './use-focus-first-error';
import { useFocusRescue } from './use-focus-rescue';

afterEach(() => {
  document.documentElement.style.removeProperty('--cx-sticky-bottom');
});

describe('announce', () => {
  it('says a message in a live region that outlives the component, the same message twice', async () => {
    announce('Кошик очищено');
    await waitFor(() => expect(announcement()).toBe('Кошик очищено'));
    expect(document.querySelector('[data-cx-announcer="polite"]')).toHaveAttribute('aria-live', 'polite');
    announce('Кошик очищено');
    expect(announcement()).toBe('');
    await waitFor(() => expect(announcement()).toBe('Кошик очищено'));
    announce('Невірний код', 'assertive');
    await waitFor(() => expect(announcement('assertive')).toBe('Невірний код'));
    expect(document.querySelector('[data-cx-announcer="assertive"]')).toHaveAttribute('aria-live', 'assertive');
  });
});

function Form() {
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [errors, setErrors] = useState<{ street?: string; house?: string }>({});
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({ street: 'Вкажи вулицю.', house: 'Вкажи номер будинку.' });
        setAttempt((count) => count + 1);
      }}
    >
      <FocusOnError form={form} attempt={attempt} />
      <TextField label="Місто" />
      <TextField label="Вулиця" error={errors.street} />
      <TextField label="Будинок" error={errors.house} />
      <button type="submit">Далі</button>
    </form>
  );
}

function FocusOnError({ form, attempt }: { form: React.RefObject<HTMLFormElement | null>; attempt: number }) {
  useFocusFirstError(form, attempt);
  return null;
}

describe('useFocusFirstError', () => {
  it('focuses the first invalid field after a failed submit and announces every error', async () => {
    render(<Form />);
    const next = screen.getByRole('button', { name: 'Далі' });
    next.focus();
    fireEvent.click(next);
    const street = screen.getByLabelText('Вулиця');
    await waitFor(() => expect(street).toHaveFocus());
    expect(street).toHaveAccessibleDescription('Вкажи вулицю.');
    await waitFor(() => expect(announcement('assertive')).toBe('Вкажи вулицю. Вкажи номер будинку.'));
  });
});

describe('installFocusRescue', () => {
  it('moves focus to the next control when the focused one is removed', async () => {
    function Lines() {
      const [lines, setLines] = useState(['a', 'b', 'c']);
      return (
        <main>
          <h1>Кошик</h1>
          <ul>
            {lines.map((line) => (
              <li key={line}>
                <button type="button" onClick={() => setLines((all) => all.filter((item) => item !== line))}>
                  Видалити {line}
                </button>
              </li>
            ))}
          </ul>
        </main>
      );
    }
    const stop = installFocusRescue();
    render(<Lines />);
    const b = screen.getByRole('button', { name: 'Видалити b' });
    b.focus();
    act(() => b.click());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Видалити c' })).toHaveFocus());
    // The last one gone: back to the one before it.
    act(() => (document.activeElement as HTMLElement).click());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Видалити a' })).toHaveFocus());
    // Nothing left to focus in the list: the page's h1.
    act(() => (document.activeElement as HTMLElement).click());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Кошик' })).toHaveFocus());
    stop();
  });

  it('watches, from the page’s first focus on, the control focused then', async () => {
    function Line() {
      const [shown, setShown] = useState(true);
      return (
        <main>
          <h1>Кошик</h1>
          {shown ? (
            <button type="button" onClick={() => setShown(false)}>
              Видалити
            </button>
          ) : null}
        </main>
      );
    }
    renderHook(() => useFocusRescue());
    render(<Line />);
    const remove = screen.getByRole('button', { name: 'Видалити' });
    remove.focus();
    // The watch's code arrives after the focus that asked for it; it starts from that control.
    await vi.dynamicImportSettled();
    act(() => remove.click());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Кошик' })).toHaveFocus());
  });
});

describe('reserveEdge', () => {
  it('adds the heights of the bars at an edge into a CSS variable, and takes them back', () => {
    const bar = document.createElement('div');
    const nav = document.createElement('div');
    bar.getBoundingClientRect = () => ({ height: 80 }) as DOMRect;
    nav.getBoundingClientRect = () => ({ height: 64.5 }) as DOMRect;
    const releaseBar = reserveEdge(bar, 'bottom');
    const releaseNav = reserveEdge(nav, 'bottom');
    expect(document.documentElement.style.getPropertyValue('--cx-sticky-bottom')).toBe('145px');
    releaseBar();
    expect(document.documentElement.style.getPropertyValue('--cx-sticky-bottom')).toBe('65px');
    releaseNav();
    expect(document.documentElement.style.getPropertyValue('--cx-sticky-bottom')).toBe('');
  });

  it('takes the size the ResizeObserver reports, without measuring (a forced layout) at registration', () => {
    let report: ((entries: unknown[]) => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: (entries: unknown[]) => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {
          report = undefined;
        }
      },
    );
    const nav = document.createElement('div');
    const measured = vi.fn(() => ({ height: 99 }) as DOMRect);
    nav.getBoundingClientRect = measured;
    const release = reserveEdge(nav, 'bottom');
    expect(observed).toEqual([nav]);
    expect(measured).not.toHaveBeenCalled();
    expect(document.documentElement.style.getPropertyValue('--cx-sticky-bottom')).toBe('');
    report?.([{ target: nav, borderBoxSize: [{ blockSize: 56.2, inlineSize: 412 }] }]);
    expect(document.documentElement.style.getPropertyValue('--cx-sticky-bottom')).toBe('57px');
    expect(measured).not.toHaveBeenCalled();
    release();
    expect(report).toBeUndefined();
    expect(document.documentElement.style.getPropertyValue('--cx-sticky-bottom')).toBe('');
  });
});
