import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBusyAction } from './use-busy-action';

const describeFailure = (error: unknown) => (error instanceof Error ? error.message : 'Сталася помилка');

describe('useBusyAction', () => {
  it('is busy while the work runs, and clears the last error when it starts', async () => {
    const { result } = renderHook(() => useBusyAction(describeFailure));
    act(() => result.current.setError('Стара помилка'));
    let finish: () => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.error).toBeNull();
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('keeps a failure in words', async () => {
    const { result } = renderHook(() => useBusyAction(describeFailure));
    await act(() => result.current.run(() => Promise.reject(new Error('Не вдалося зберегти'))));
    expect(result.current.error).toBe('Не вдалося зберегти');
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(() => Promise.reject('offline')));
    expect(result.current.error).toBe('Сталася помилка');
  });
});
