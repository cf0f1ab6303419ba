import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOKEN_NAMES } from '@cx/brand-contract';
import { BrandConfigSchema } from '@cx/brand-contract/schema';
import * as v from 'valibot';
import { ogoConfig } from './ogo.config';

describe('ogo brand', () => {
  it('passes the BrandConfig schema', () => {
    expect(v.safeParse(BrandConfigSchema, ogoConfig).success).toBe(true);
    expect(ogoConfig.id).toBe('ogo');
  });

  it('gives every semantic token a value in its palette', () => {
    const css = readFileSync(new URL('./palette.css', import.meta.url), 'utf8');
    const missing = TOKEN_NAMES.filter((name) => !new RegExp(`--cx-${name}:\\s*[^;]+;`).test(css));
    expect(missing).toEqual([]);
  });

  it('points its sister link at the other brand', () => {
    expect(ogoConfig.sister.id).not.toBe(ogoConfig.id);
    expect(ogoConfig.sister.origin).not.toBe(ogoConfig.origin);
  });
});
