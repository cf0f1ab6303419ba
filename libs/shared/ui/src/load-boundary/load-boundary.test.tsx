import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LoadBoundary } from './load-boundary';
import { showsCaughtErrors } from './shown-errors';

let shouldFail = true;
function Flaky() {
  if (shouldFail) throw new Error('boom');
  return <p>Дані</p>;
}

describe('LoadBoundary', () => {
  it('shows a Ukrainian message with retry and renders the children once retry succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onReset = vi.fn(() => {
      shouldFail = false;
    });
    render(
      <LoadBoundary fallback={<p>…</p>} classify={() => 'unavailable'} onReset={onReset}>
        <Flaky />
      </LoadBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Не вдалося завантажити');
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(onReset).toHaveBeenCalled();
    expect(screen.getByText('Дані')).toBeVisible();
  });

  it('offers no retry when the page does not exist', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldFail = true;
    render(
      <LoadBoundary fallback={null} classify={() => 'not-found'}>
        <Flaky />
      </LoadBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Сторінку не знайдено' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the screen's own view of a failure, whose retry tries the children again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldFail = true;
    const onReset = vi.fn(() => {
      shouldFail = false;
    });
    render(
      <LoadBoundary
        fallback={null}
        classify={() => 'unavailable'}
        onReset={onReset}
        renderError={(error, retry) => (
          <button type="button" onClick={retry}>
            {error instanceof Error ? `Знову: ${error.message}` : 'Знову'}
          </button>
        )}
      >
        <Flaky />
      </LoadBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Знову: boom' }));
    expect(onReset).toHaveBeenCalled();
    expect(screen.getByText('Дані')).toBeVisible();
  });

  it('tells the root that what it catches is on the screen (and no other boundary)', () => {
    const shown = new LoadBoundary({ children: null, fallback: null, classify: () => 'unavailable' });
    expect(showsCaughtErrors(shown)).toBe(true);
    expect(showsCaughtErrors({})).toBe(false);
    expect(showsCaughtErrors(null)).toBe(false);
    expect(showsCaughtErrors(undefined)).toBe(false);
  });

  it('shows the fallback while the children suspend', () => {
    const never = new Promise<never>(() => undefined);
    function Suspends(): never {
      throw never;
    }
    function Host() {
      const [show] = useState(true);
      return show ? <Suspends /> : null;
    }
    render(
      <LoadBoundary fallback={<p>Завантаження…</p>} classify={() => 'unavailable'}>
        <Host />
      </LoadBoundary>,
    );
    expect(screen.getByText('Завантаження…')).toBeVisible();
  });
});

describe('LoadBoundary offline', () => {
  it('says the screen needs the connection, and tries again by itself when it is back', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldFail = true;
    const onReset = vi.fn(() => {
      shouldFail = false;
    });
    render(
      <LoadBoundary fallback={null} classify={() => 'offline'} onReset={onReset} errorTitle="Не вдалося завантажити новини" renderError={() => <p>Каталог</p>}>
        <Flaky />
      </LoadBoundary>,
    );
    // The shared message, whatever the screen's own title or view of a failure.
    expect(screen.getByTestId('needs-connection')).toHaveTextContent('Потрібне з’єднання з інтернетом');
    expect(screen.queryByText('Каталог')).toBeNull();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(onReset).toHaveBeenCalled();
    expect(screen.getByText('Дані')).toBeVisible();
  });
});
