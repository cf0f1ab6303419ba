import { describe, expect, it } from 'vitest';
import { reviseErrors } from './delivery-validation';

describe('reviseErrors', () => {
  it('drops a shown error as soon as the value is valid', () => {
    expect(reviseErrors({ street: 'Вкажи вулицю.', house: 'Вкажи номер будинку.' }, { house: 'Вкажи номер будинку.' })).toEqual({
      house: 'Вкажи номер будинку.',
    });
  });

  it('adds no error the customer has not submitted yet, and keeps the current wording of one still wrong', () => {
    expect(reviseErrors({ house: 'Вкажи номер будинку.' }, { street: 'Вкажи вулицю.', house: 'Номер будинку задовгий (до 20 символів).' })).toEqual({
      house: 'Номер будинку задовгий (до 20 символів).',
    });
  });
});
