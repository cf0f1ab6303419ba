import { describe, expect, it } from 'vitest';
import { describeBrand } from '@cx/brand-contract/testing';
import { EARN_RULES } from '@cx/shared-util-pricing';
import { gloConfig } from './glo.config';

describeBrand('glo', gloConfig, new URL('./palette.css', import.meta.url));

describe('glo loyalty', () => {
  it("states the earn rule the backend applies to its catalogue's orders", () => {
    expect(gloConfig.loyalty.earn).toEqual(EARN_RULES[gloConfig.productKey]);
  });
});
