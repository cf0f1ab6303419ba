import { afterEach, describe, expect, it, vi } from 'vitest';
import { ignoreTapsFor } from './tap-guard';

afterEach(() => vi.useRealTimers());

describe('ignoreTapsFor', () => {
  it('no control sees a tap for the moment after the order, then taps work again', () => {
    vi.useFakeTimers();
    const link = document.createElement('a');
    document.body.append(link);
    const clicked = vi.fn();
    link.addEventListener('click', clicked);
    ignoreTapsFor(1000);
    link.click();
    vi.advanceTimersByTime(999);
    link.click();
    expect(clicked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    link.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    link.remove();
  });
});
