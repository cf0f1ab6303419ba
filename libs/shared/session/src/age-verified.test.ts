import { describe, expect, it } from 'vitest';
import { ageStatusOf } from './age-verified';

describe('ageStatusOf: the server decides (spec §5)', () => {
  it('verified whenever the server says so, declared when only the /is18 declaration is there', () => {
    expect(ageStatusOf({ age_verified: true, age_declared: false })).toBe('verified');
    expect(ageStatusOf({ age_verified: true, age_declared: true })).toBe('verified');
    expect(ageStatusOf({ age_verified: false, age_declared: true })).toBe('declared');
    expect(ageStatusOf({ age_verified: false, age_declared: false })).toBe('none');
  });

  it('a record without the fields (an older backend) is not verified', () => {
    expect(ageStatusOf({})).toBe('none');
  });
});
