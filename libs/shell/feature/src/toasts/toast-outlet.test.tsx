import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast } from '@cx/shell-data-access';
import { ToastOutlet } from './toast-outlet';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

describe('ToastOutlet', () => {
  it('renders its live regions alone while empty, then the toasts they announce', () => {
    act(() => void toast.error('Сталася помилка'));
    const { rerender } = render(<ToastOutlet empty />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<ToastOutlet />);
    expect(screen.getByRole('alert')).toHaveTextContent('Сталася помилка');
  });

  it('shows a toast raised anywhere and removes it after TOAST_DURATION_MS', () => {
    render(<ToastOutlet />);
    act(() => void toast.error('Сталася помилка'));
    expect(screen.getByRole('alert')).toHaveTextContent('Сталася помилка');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Сталася помилка');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('honours a toast’s own duration', () => {
    render(<ToastOutlet />);
    act(() => void toast.success('Промокод застосовано', { duration: 400 }));
    expect(screen.getByRole('status')).toHaveTextContent('Промокод застосовано');
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('takes a toast out of the store with its "Закрити" button', () => {
    render(<ToastOutlet />);
    act(() => void toast.info('Доступна нова версія застосунку', { duration: Infinity }));
    fireEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows at most three toasts, dropping the oldest', () => {
    render(<ToastOutlet />);
    act(() => {
      for (const message of ['Перше', 'Друге', 'Третє', 'Четверте']) toast.info(message);
    });
    expect(screen.queryByText('Перше')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Закрити' })).toHaveLength(3);
  });
});
