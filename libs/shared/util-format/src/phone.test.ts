import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { digitsOnly, formatPhoneUa, normalizePhoneUa } from './phone';

describe('digitsOnly', () => {
  it('keeps only the digits, in order', () => {
    expect(digitsOnly('+380 (67) 111-22-33')).toBe('380671112233');
    expect(digitsOnly('немає')).toBe('');
  });

  it('is idempotent and never invents digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const digits = digitsOnly(text);
        expect(digits).toMatch(/^\d*$/);
        expect(digitsOnly(digits)).toBe(digits);
        expect(digits).toBe([...text].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
  });
});

describe('normalizePhoneUa', () => {
  it.each([
    ['+380 67 111 22 33', '380671112233'],
    ['380671112233', '380671112233'],
    ['067 111 22 33', '380671112233'],
    ['67-111-22-33', '380671112233'],
    ['+38 (067) 111 22 33', '380671112233'],
  ])('reads %j as %s', (input, phone) => {
    expect(normalizePhoneUa(input)).toBe(phone);
  });

  it.each(['', '12345', '+48 601 234 567', '3806711122334', '067111223'])('refuses %j', (input) => {
    expect(normalizePhoneUa(input)).toBeNull();
  });
});

describe('formatPhoneUa', () => {
  it('groups a Ukrainian number as people write it', () => {
    expect(formatPhoneUa('380671112233')).toBe('+380 67 111 22 33');
    expect(formatPhoneUa('0501234567')).toBe('+380 50 123 45 67');
  });

  it('returns what it cannot read unchanged', () => {
    expect(formatPhoneUa('невідомо')).toBe('невідомо');
  });

  it('round-trips: the digits of the formatted number are the stored number', () => {
    const stored = fc.stringMatching(/^380\d{9}$/);
    fc.assert(
      fc.property(stored, (phone) => {
        const text = formatPhoneUa(phone);
        expect(text).toMatch(/^\+380 \d{2} \d{3} \d{2} \d{2}$/);
        expect(digitsOnly(text)).toBe(phone);
        expect(normalizePhoneUa(text)).toBe(phone);
      }),
    );
  });
});
