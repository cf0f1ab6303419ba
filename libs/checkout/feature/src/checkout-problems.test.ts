import { describe, expect, it } from 'vitest';
import { checkoutProblems } from './checkout-screen';

const quote = (problems: string[], promo: { code: string; ok: boolean; message?: string }[] = []) => ({
  problems: problems.map((message) => ({ code: 'insufficient_xp', message })),
  promo_codes: promo.map(({ code, ok, message }) => ({ code, ok, kind: null, error: message ? { code: 'promo', message } : null })),
});

describe('checkoutProblems', () => {
  it('says a refusal once when the quote asked again after it gives the same reason', () => {
    expect(checkoutProblems('Недостатньо XP', null, quote(['Недостатньо XP']))).toEqual(['Недостатньо XP']);
  });

  it('keeps each different reason, the refusal first, then promo codes that do not count', () => {
    expect(checkoutProblems('Товар більше не продається', 'Не вдалося порахувати', quote(['Недостатньо XP'], [{ code: 'VELO-20%', ok: false, message: 'Цей промокод уже використано' }]))).toEqual([
      'Товар більше не продається',
      'Не вдалося порахувати',
      'Недостатньо XP',
      expect.stringContaining('VELO-20%'),
    ]);
    expect(checkoutProblems(null, null, null)).toEqual([]);
  });
});
