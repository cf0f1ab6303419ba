import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion, type ToastData } from './toast-region';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const toasts: ToastData[] = [
  { id: 'a', kind: 'success', message: 'Товар додано до кошика' },
  { id: 'b', kind: 'error', message: 'Сталася помилка' },
  { id: 'c', message: 'Нова версія доступна' },
];

describe('ToastRegion', () => {
  it('has both live regions from the start, even when empty', () => {
    render(<ToastRegion toasts={[]} onDismiss={() => undefined} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('puts errors in the assertive region and the rest in the polite one', () => {
    render(<ToastRegion toasts={toasts} onDismiss={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Сталася помилка');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Товар додано');
    expect(screen.getByRole('status')).toHaveTextContent('Товар додано до кошика');
    expect(screen.getByRole('status')).toHaveTextContent('Нова версія доступна');
  });

  it('closes each toast after 5000 ms by default', () => {
    const onDismiss = vi.fn();
    render(<ToastRegion toasts={toasts.slice(0, 1)} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('a');
  });

  it('honours the region duration and a per-toast one', () => {
    const onDismiss = vi.fn();
    render(
      <ToastRegion
        duration={1000}
        toasts={[
          { id: 'short', message: 'Швидко' },
          { id: 'sticky', message: 'Поки не закриють', duration: Infinity },
        ]}
        onDismiss={onDismiss}
      />,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('short');
  });

  it('closes with the "Закрити" button', () => {
    const onDismiss = vi.fn();
    render(<ToastRegion toasts={toasts.slice(1, 2)} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('pauses its clock while hovered', () => {
    const onDismiss = vi.fn();
    render(<ToastRegion toasts={toasts.slice(0, 1)} onDismiss={onDismiss} />);
    const toast = screen.getByText('Товар додано до кошика').closest('[class*="_toast_"]');
    if (!toast) throw new Error('toast element not found');
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(2000));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
