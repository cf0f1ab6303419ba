// The checks every brand library's own test runs on its config and palette. Import from
// '@cx/brand-contract/testing' in tests only; the production entry (index.ts) never imports this
// file, so Vitest stays out of the app bundles.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BrandConfigSchema, type BrandConfig } from './brand-config';
import { TOKEN_NAMES } from './tokens';

/**
 * The brand's config passes the schema under its id, its palette sets every token, its sister is
 * another brand (its device serial example is checked against its catalogue's rule by the devices
 * screens' tests: the brand contract imports no other library).
 */
export function describeBrand(id: string, config: BrandConfig, palette: URL): void {
  describe(`${id} brand`, () => {
    it('passes the BrandConfig schema', () => {
      expect(v.safeParse(BrandConfigSchema, config).success).toBe(true);
      expect(config.id).toBe(id);
    });

    it('gives every semantic token a value in its palette', () => {
      const css = readFileSync(palette, 'utf8');
      const missing = TOKEN_NAMES.filter((name) => !new RegExp(`--cx-${name}:\\s*[^;]+;`).test(css));
      expect(missing).toEqual([]);
    });

    it('points its sister link at another brand', () => {
      expect(config.sister.id).not.toBe(config.id);
      expect(config.sister.origin).not.toBe(config.origin);
    });
  });
}
