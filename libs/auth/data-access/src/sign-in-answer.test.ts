import { describe, expect, it } from 'vitest';
import { demoSignIn } from '@cx/api-client/testing';
import { readSignInAnswer } from './sign-in-answer';

describe('readSignInAnswer (spec §5)', () => {
  it('keeps the token, its expiry and every customer id', () => {
    expect(readSignInAnswer(demoSignIn)).toEqual({
      ok: true,
      value: {
        token: demoSignIn.token,
        expiresAt: Date.parse(demoSignIn.expired_at),
        customer: { shopify_id: 7001, gloId: 7001, ogoId: 9001, veloId: null, tags: 'age_verified, pwa' },
      },
    });
  });

  it('returns the error data when the error flag is set', () => {
    expect(readSignInAnswer({ error: true, message: 'Невірний код' })).toEqual({
      ok: false,
      failure: { kind: 'try-again', message: 'Невірний код' },
    });
  });

  it.each([
    ['no customer', { ...demoSignIn, customer: undefined }],
    ['no shopify_id', { ...demoSignIn, customer: { ...demoSignIn.customer, shopify_id: null } }],
    ['a shopify_id that is not an id', { ...demoSignIn, customer: { ...demoSignIn.customer, shopify_id: '7001' } }],
    ['no token', { ...demoSignIn, token: '' }],
    ['an expiry that is not a date', { ...demoSignIn, expired_at: 'soon' }],
    ['nothing', null],
  ])('is "Спробуй ще раз" with %s', (_name, answer) => {
    expect(readSignInAnswer(answer)).toEqual({ ok: false, failure: { kind: 'try-again' } });
  });
});
