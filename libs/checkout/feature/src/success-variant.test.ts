import { describe, expect, it } from 'vitest';
import { successVariant } from './success-screen';

describe('successVariant', () => {
  it('thanks only for cash, XP or a paid card order; pending and declined are their own screens', () => {
    expect(successVariant({ card: false, paymentState: undefined, financialStatus: undefined })).toBe('thanks');
    expect(successVariant({ card: true, paymentState: 'paid', financialStatus: 'paid' })).toBe('thanks');
    expect(successVariant({ card: true, paymentState: 'none', financialStatus: 'paid' })).toBe('thanks');
    expect(successVariant({ card: true, paymentState: 'pending', financialStatus: 'pending' })).toBe('pending');
    expect(successVariant({ card: true, paymentState: undefined, financialStatus: undefined })).toBe('pending');
    expect(successVariant({ card: true, paymentState: 'declined', financialStatus: 'pending' })).toBe('declined');
  });
});
