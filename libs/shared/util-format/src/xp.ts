import { NBSP } from './spaces';
import { groupThousands } from './thousands';

/** Bonus points as the app shows them: `1 250 XP` (whole points, no-break spaces). */
export function formatXp(points: number): string {
  if (!Number.isFinite(points)) {
    throw new RangeError(`formatXp: not a finite number of points: ${points}`);
  }
  // Math.round(-0.4) is -0, which is no debt: `0 XP`.
  return `${groupThousands(Math.round(points) || 0)}${NBSP}XP`;
}
