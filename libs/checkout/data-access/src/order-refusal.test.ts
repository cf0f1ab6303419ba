import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@cx/api-client';
import { orderRefusalOf } from './order-refusal';

const http = (body: unknown, status = 409) => new ApiClientError({ kind: 'http', status, message: 'x', body: body as never });

describe('orderRefusalOf', () => {
  it('reads the server\'s refusal code and its Ukrainian message', () => {
    expect(orderRefusalOf(http({ message: 'Цей промокод уже використано', errorType: 'promo_code_used', statusCode: 409 }))).toEqual({
      code: 'promo_code_used',
      message: 'Цей промокод уже використано',
    });
    expect(orderRefusalOf(http({ message: 'Недостатньо XP', errorType: 'insufficient_xp', statusCode: 422 }, 422))?.message).toBe('Недостатньо XP');
  });

  it('is null for anything that is not a money-rule refusal', () => {
    expect(orderRefusalOf(http({ message: 'x', errorType: 'idempotency_key_reused', statusCode: 422 }, 422))).toBeNull();
    expect(orderRefusalOf(new ApiClientError({ kind: 'network', message: 'offline' }))).toBeNull();
    expect(orderRefusalOf(new Error('boom'))).toBeNull();
  });
});
