import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client';

describe('query retry policy', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 404, 422, 429]) {
      expect(shouldRetry(0, { status })).toBe(false);
    }
  });

  it('retries network failures and 5xx at most twice', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, { status: 503 })).toBe(true);
    expect(shouldRetry(2, { status: 503 })).toBe(false);
  });

  it('never retries while the device is offline: the screen says at once that it needs the connection', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'), () => false)).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'), () => true)).toBe(true);
  });
});
