import type { BrandConfig } from '@cx/brand-contract';
import { gloConfig } from '@cx/brand-glo';
import { ogoConfig } from '@cx/brand-ogo';

/**
 * Every brand's config (and, through its library, its palette), in the toolbar's order. The
 * brand generator (tools/src/generators/brand) adds a brand's import and entry here.
 */
export const BRANDS: readonly BrandConfig[] = [gloConfig, ogoConfig];
