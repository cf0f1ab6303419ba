import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { oneOf, paramOrNotFound, positiveId } from './validation-fields';
import { searchSchema, text } from './validation';

describe('route URL parsers', () => {
  it('reads ids as positive whole numbers only', () => {
    expect(positiveId('42')).toBe(42);
    expect(positiveId(42)).toBe(42);
    for (const raw of ['0', '-1', '4.2', 'abc', '', '042', '99999999999999999999', 0, -3, 1.5, null, ['1']]) {
      expect(positiveId(raw)).toBeUndefined();
    }
  });

  it('answers a path id that does not fit with the 404 page', () => {
    expect(paramOrNotFound(positiveId, '7')).toBe(7);
    let thrown: unknown;
    try {
      paramOrNotFound(positiveId, '7abc');
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });

  it('keeps fitting search values and drops the rest without a key', () => {
    const search = searchSchema({
      phone: text(/^380\d{9}$/, (raw) => raw.replace(/\D+/g, '')),
      payment: oneOf(['paid', 'declined']),
      gifts: oneOf([2]),
    });
    expect(search({ phone: '+380 67 111 22 33', payment: 'paid', gifts: '2', other: 'x' })).toEqual({
      phone: '380671112233',
      payment: 'paid',
      gifts: 2,
    });
    const dropped = search({ phone: '12345', payment: 'free', gifts: 3 });
    expect(dropped).toEqual({});
    expect(Object.keys(dropped)).toHaveLength(0);
  });
});
