import { describe, expect, it } from 'vitest';
import { describeBrand } from '@cx/brand-contract/testing';
import { EARN_RULES } from '@cx/shared-util-pricing';
import { ogoConfig } from './ogo.config';

describeBrand('ogo', ogoConfig, new URL('./palette.css', import.meta.url));

describe('ogo loyalty', () => {
  it("states the earn rule the backend applies to its catalogue's orders", () => {
    expect(ogoConfig.loyalty.earn).toEqual(EARN_RULES[ogoConfig.productKey]);
  });
});
