import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOKEN_NAMES } from '@cx/brand-contract';
import { BrandConfigSchema } from '@cx/brand-contract/schema';
import * as v from 'valibot';
import { gloConfig } from './glo.config';

describe('glo brand', () => {
  it('passes the BrandConfig schema', () => {
    expect(v.safeParse(BrandConfigSchema, gloConfig).success).toBe(true);
    expect(gloConfig.id).toBe('glo');
  });

  it('gives every semantic token a value in its palette', () => {
    const css = readFileSync(new URL('./palette.css', import.meta.url), 'utf8');
    const missing = TOKEN_NAMES.filter((name) => !new RegExp(`--cx-${name}:\\s*[^;]+;`).test(css));
    expect(missing).toEqual([]);
  });

  it('points its sister link at the other brand', () => {
    expect(gloConfig.sister.id).not.toBe(gloConfig.id);
    expect(gloConfig.sister.origin).not.toBe(gloConfig.origin);
  });
});
