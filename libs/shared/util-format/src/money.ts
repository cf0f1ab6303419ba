import { NBSP } from './spaces';
import { groupThousands } from './thousands';

/**
 * Formats an amount in hryvnias as the shop shows it: `1 299 грн`, `12,50 грн`.
 *
 * Amounts are UAH numbers as the backend sends them (prices, totals), with at most two decimals;
 * anything finer is rounded to the kopeck. Whole amounts drop the decimals, because catalogue
 * prices are whole and `,00` on every card is noise. Spaces are no-break spaces; the decimal
 * separator is a comma. The unit is «грн», as the shop's texts write it (delivery thresholds, FAQ)
 * and as Chromium's ICU wrote it; ICU builds disagree (Node's writes ₴), so it is not left to Intl.
 */
export function formatMoney(uah: number): string {
  if (!Number.isFinite(uah)) {
    throw new RangeError(`formatMoney: not a finite amount: ${uah}`);
  }
  const kopecks = Math.round(uah * 100);
  const size = Math.abs(kopecks);
  const rest = size % 100;
  const fraction = rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`;
  // Math.round(-0.4) is -0, which is no debt: `0 грн`, never `-0 грн`.
  const sign = kopecks < 0 ? '-' : '';
  return `${sign}${groupThousands(Math.floor(size / 100))}${fraction}${NBSP}грн`;
}
