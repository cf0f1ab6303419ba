import { normalizeSpaces } from './spaces';

const whole = new Intl.NumberFormat('uk-UA', {
  style: 'currency',
  currency: 'UAH',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withKopecks = new Intl.NumberFormat('uk-UA', {
  style: 'currency',
  currency: 'UAH',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount in hryvnias as the shop shows it: `1 299 ₴`, `12,50 ₴`.
 *
 * Amounts are UAH numbers as the backend sends them (prices, totals), with at most two decimals;
 * anything finer is rounded to the kopeck. Whole amounts drop the decimals, because catalogue
 * prices are whole and `,00` on every card is noise. Spaces are no-break spaces.
 */
export function formatMoney(uah: number): string {
  if (!Number.isFinite(uah)) {
    throw new RangeError(`formatMoney: not a finite amount: ${uah}`);
  }
  const kopecks = Math.round(uah * 100);
  const amount = kopecks / 100;
  const formatter = kopecks % 100 === 0 ? whole : withKopecks;
  // Math.round(-0.4) is -0, which Intl prints as "-0 ₴".
  return normalizeSpaces(formatter.format(amount === 0 ? 0 : amount));
}
