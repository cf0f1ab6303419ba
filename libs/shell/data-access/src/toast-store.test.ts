import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { getToasts, MAX_TOASTS, subscribeToasts, toast, useToasts } from './toast-store';

afterEach(() => toast.clear());

describe('toast store', () => {
  it('shows a toast of each kind and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast.error('Сталася помилка');
    toast.success('Збережено');
    toast.info('Нова версія');
    unsubscribe();
    expect(getToasts().map(({ kind, message }) => [kind, message])).toEqual([
      ['error', 'Сталася помилка'],
      ['success', 'Збережено'],
      ['info', 'Нова версія'],
    ]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps one toast for the same notice shown twice', () => {
    toast.error('Сталася помилка');
    toast.error('Сталася помилка');
    expect(getToasts()).toHaveLength(1);
  });

  it('replaces a toast shown again under the same id', () => {
    toast.info('Завантаження…', { id: 'upload' });
    toast.success('Завантажено', { id: 'upload' });
    expect(getToasts()).toEqual([{ id: 'upload', kind: 'success', message: 'Завантажено' }]);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest`, () => {
    for (let index = 0; index < MAX_TOASTS + 2; index++) toast.info(`Повідомлення ${index}`);
    expect(getToasts().map((item) => item.message)).toEqual([
      'Повідомлення 2',
      'Повідомлення 3',
      'Повідомлення 4',
    ]);
  });

  it('dismisses by id and ignores an unknown id', () => {
    const id = toast.error('Сталася помилка');
    const listener = vi.fn();
    subscribeToasts(listener);
    toast.dismiss('nope');
    expect(listener).not.toHaveBeenCalled();
    toast.dismiss(id);
    expect(getToasts()).toEqual([]);
  });

  it('re-renders a component that reads the toasts', () => {
    const { result } = renderHook(() => useToasts());
    expect(result.current).toEqual([]);
    act(() => void toast.error('Сталася помилка'));
    expect(result.current).toHaveLength(1);
  });
});
