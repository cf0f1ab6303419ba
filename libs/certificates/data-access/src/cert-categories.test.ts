import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@cx/api-client';
import { CERT_CATEGORIES, isCertCategoryId, mergeCategories } from './cert-categories';
import { ERROR_MESSAGES, errorMessage } from '@cx/api-client';

describe('certificate categories (spec §3)', () => {
  it('are 1, 2, 4, 5, 6 and 7 with their Ukrainian names', () => {
    expect(CERT_CATEGORIES.map((category) => `${category.id} ${category.name}`)).toEqual([
      '1 Електроніка',
      '2 Продукти харчування',
      '4 Мобільні оператори',
      '5 Пальне',
      '6 Розваги',
      "7 Краса та здоров'я",
    ]);
    expect(isCertCategoryId(3)).toBe(false);
  });

  it('keep the server order, fill a missing name and drop unknown ids', () => {
    expect(mergeCategories([{ id: 5, name: '' }, { id: 3, name: 'x' }, { id: 1, name: 'Техніка' }])).toEqual([
      { id: 5, name: 'Пальне' },
      { id: 1, name: 'Техніка' },
    ]);
    expect(mergeCategories([])).toEqual(CERT_CATEGORIES);
  });
});

describe('errorMessage', () => {
  it('shows the server’s Ukrainian sentence, never a machine code', () => {
    const pin = new ApiClientError({ kind: 'http', status: 400, body: { message: 'Невірний PIN-код', statusCode: 400 } });
    expect(errorMessage(pin)).toBe('Невірний PIN-код');
    const code = new ApiClientError({ kind: 'http', status: 401, body: { message: 'UNAUTHORIZED_IN_APP', statusCode: 401 } });
    expect(errorMessage(code, 'fallback')).toBe('fallback');
  });

  it('says what happened on the way', () => {
    expect(errorMessage(new ApiClientError({ kind: 'network' }))).toBe(ERROR_MESSAGES.offline);
    expect(errorMessage(new ApiClientError({ kind: 'timeout' }))).toBe(ERROR_MESSAGES.timeout);
    expect(errorMessage(new ApiClientError({ kind: 'http', status: 500, body: null }))).toBe(ERROR_MESSAGES.unknown);
    expect(errorMessage(new Error('boom'))).toBe(ERROR_MESSAGES.unknown);
  });
});
