// The checks every brand library's own test runs on its config and palette. Import from
// '@cx/brand-contract/testing' in tests only; the production entry (index.ts) never imports this
// file, so Vitest stays out of the app bundles.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { isBrandSerial } from '@cx/shared-util-format';
import { BrandConfigSchema, type BrandConfig } from './brand-config';
import { TOKEN_NAMES } from './tokens';

/**
 * The brand's config passes the schema under its id, its palette sets every token, its device serial
 * example is one of its catalogue's serials, its sister is another brand.
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

    it("shows a device serial example that its catalogue's serial rule accepts, and the other brand's refuses", () => {
      const other = config.productKey === 'glo' ? 'ogo' : 'glo';
      expect(isBrandSerial(config.devices.serialExample, config.productKey)).toBe(true);
      expect(isBrandSerial(config.devices.serialExample, other)).toBe(false);
    });

    it('points its sister link at another brand', () => {
      expect(config.sister.id).not.toBe(config.id);
      expect(config.sister.origin).not.toBe(config.origin);
    });
  });
}
