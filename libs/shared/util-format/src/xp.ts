import { once } from './once';
import { NBSP, normalizeSpaces } from './spaces';

const xpNumber = once(() => new Intl.NumberFormat('uk-UA', { maximumFractionDigits: 0 }));

/** Bonus points as the app shows them: `1 250 XP` (whole points, no-break spaces). */
export function formatXp(points: number): string {
  if (!Number.isFinite(points)) {
    throw new RangeError(`formatXp: not a finite number of points: ${points}`);
  }
  const rounded = Math.round(points);
  return `${normalizeSpaces(xpNumber().format(rounded === 0 ? 0 : rounded))}${NBSP}XP`;
}
