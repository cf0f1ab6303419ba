import { describe, expect, it, vi } from 'vitest';
import { isBusy, markBusy, whenIdle } from './busy-flows';

describe('busy flows', () => {
  it('runs an action at once when idle', () => {
    const action = vi.fn();
    whenIdle(action);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('defers an action until every flow has ended', () => {
    const endCheckout = markBusy('checkout');
    const endScan = markBusy('scanning');
    const action = vi.fn();
    whenIdle(action);
    endCheckout();
    endCheckout();
    expect(action).not.toHaveBeenCalled();
    expect(isBusy()).toBe(true);
    endScan();
    expect(action).toHaveBeenCalledTimes(1);
    expect(isBusy()).toBe(false);
  });
});
