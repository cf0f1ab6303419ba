import { describe, expect, it, vi } from 'vitest';
import { whenCustomerActs } from './after-first-screen';

describe('whenCustomerActs', () => {
  it('runs the work once, on the first touch, key or focus, and not before', () => {
    const target = new EventTarget() as unknown as Document;
    const work = vi.fn();
    whenCustomerActs(work, target);
    expect(work).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('focusin'));
    expect(work).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work at once when the customer acted before the app started (the focus is on a control)', () => {
    document.body.innerHTML = '<input aria-label="Номер телефону">';
    const work = vi.fn();
    whenCustomerActs(work);
    expect(work).not.toHaveBeenCalled();
    document.querySelector('input')?.focus();
    const late = vi.fn();
    whenCustomerActs(late);
    expect(late).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
  });
});
