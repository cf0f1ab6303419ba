import { once } from './once';
import { normalizeSpaces } from './spaces';

const hryvnias = (digits: number) =>
  once(
    () =>
      new Intl.NumberFormat('uk-UA', {
        style: 'currency',
        currency: 'UAH',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
const whole = hryvnias(0);
const withKopecks = hryvnias(2);

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
  const formatter = kopecks % 100 === 0 ? whole() : withKopecks();
  // Math.round(-0.4) is -0, which Intl prints as "-0 ₴".
  return normalizeSpaces(formatter.format(amount === 0 ? 0 : amount));
}
