import { describe, expect, it } from 'vitest';
import { extractPackCode, samePackCode } from './pack-code';

describe('extractPackCode', () => {
  it('normalises what a person typed', () => {
    expect(extractPackCode('  glo test 0001 4 ')).toBe('GLOTEST00014');
    expect(extractPackCode('GLO-TEST-00014')).toBe('GLO-TEST-00014');
  });

  it('reads the code out of a QR link', () => {
    expect(extractPackCode('https://glo.example/p/GLOTEST00014')).toBe('GLOTEST00014');
    expect(extractPackCode('https://glo.example/scan?code=abc12345')).toBe('ABC12345');
  });

  it('refuses what cannot be a pack code', () => {
    expect(extractPackCode('')).toBeNull();
    expect(extractPackCode('12345')).toBeNull();
    expect(extractPackCode('код№1234567')).toBeNull();
    expect(extractPackCode('x'.repeat(65))).toBeNull();
  });

  it('treats dashes and case as the same code', () => {
    expect(samePackCode('glo-test-00014', 'GLOTEST00014')).toBe(true);
    expect(samePackCode('GLOTEST00014', 'GLOTEST00015')).toBe(false);
  });
});
