import { test as base, expect, type Page } from '@playwright/test';
import type { BrandId } from './ports';

export interface BrandOptions {
  brand: BrandId;
}

/** What each brand must look like from the outside; deliberately not read from the brand libs. */
export const expectedBrand = {
  glo: { name: 'glo', themeColor: '#141414', homeTitle: 'Вітаємо у glo' },
  ogo: { name: "o'go", themeColor: '#5b2eff', homeTitle: "Вітаємо в o'go Club" },
} as const;

interface Fixtures {
  expected: (typeof expectedBrand)[BrandId];
  /** Fails the test on any uncaught page error or console error. */
  failOnPageErrors: void;
}

export const test = base.extend<BrandOptions & Fixtures>({
  brand: ['glo', { option: true }],
  expected: async ({ brand }, use) => use(expectedBrand[brand]),
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await use();
      expect(errors, 'page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page };
