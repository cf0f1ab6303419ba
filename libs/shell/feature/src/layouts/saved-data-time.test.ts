import { describe, expect, it } from 'vitest';
import { savedDataTime } from './saved-data-time';

type State = { data: unknown; dataUpdatedAt: number; status: 'success' | 'error' | 'pending' };
const query = (state: Partial<State>, active = true) =>
  ({ state: { data: 1, dataUpdatedAt: 0, status: 'success', ...state }, isActive: () => active }) as unknown as Parameters<
    typeof savedDataTime
  >[0][number];

describe('savedDataTime', () => {
  it('offline: the oldest answer on screen (inactive queries and queries without data are not on screen)', () => {
    const queries = [
      query({ dataUpdatedAt: 300 }),
      query({ dataUpdatedAt: 200, status: 'error' }),
      query({ dataUpdatedAt: 100 }, false),
      query({ data: undefined, dataUpdatedAt: 0, status: 'error' }),
    ];
    expect(savedDataTime(queries, false)).toBe(200);
  });

  it('online: only answers whose refresh failed are the saved copy; fresh ones say nothing', () => {
    expect(savedDataTime([query({ dataUpdatedAt: 300 }), query({ dataUpdatedAt: 200, status: 'error' })], true)).toBe(200);
    expect(savedDataTime([query({ dataUpdatedAt: 300 })], true)).toBeNull();
    expect(savedDataTime([], false)).toBeNull();
  });
});
