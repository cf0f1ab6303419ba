import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client-error.ts';
import { describeLoadError } from './describe-load-error.ts';

describe('describeLoadError', () => {
  it('tells a missing page apart from a failure worth retrying', () => {
    expect(describeLoadError(new ApiClientError({ kind: 'http', status: 404 }), true)).toBe('not-found');
    expect(describeLoadError(new ApiClientError({ kind: 'http', status: 500 }), true)).toBe('unavailable');
    expect(describeLoadError(new ApiClientError({ kind: 'timeout' }), true)).toBe('unavailable');
    expect(describeLoadError(new ApiClientError({ kind: 'invalid-response', status: 200 }), true)).toBe(
      'unavailable',
    );
  });

  it('says offline for a network failure or an offline device', () => {
    expect(describeLoadError(new ApiClientError({ kind: 'network' }), true)).toBe('offline');
    expect(describeLoadError(new ApiClientError({ kind: 'http', status: 500 }), false)).toBe('offline');
  });

  it('does not blame the network for a bug', () => {
    expect(describeLoadError(new TypeError('x is undefined'), true)).toBe('unavailable');
  });
});
