import { NBSP } from './spaces';

/**
 * A whole number with its thousands grouped as uk-UA writes them: `1 234 567`, `-50`, `999`.
 *
 * Written out rather than asked of `Intl.NumberFormat`: the first Ukrainian number formatter a
 * page makes loads the engine's locale data: in a CPU profile of a product list loading at 4×
 * throttling it was one unsplittable ~40 ms piece of the first render (the first card's XP), on
 * every signed-in screen that shows a price or XP. The rules it would apply are fixed: groups of
 * three from the right, a no-break space between them, a hyphen-minus before a negative number.
 */
export function groupThousands(whole: number): string {
  if (!Number.isInteger(whole)) {
    throw new RangeError(`groupThousands: not a whole number: ${whole}`);
  }
  // BigInt spells every digit where String() would switch to exponents (1e+21).
  const digits = BigInt(Math.abs(whole)).toString();
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let at = text.length; at < digits.length; at += 3) text += NBSP + digits.slice(at, at + 3);
  return whole < 0 ? `-${text}` : text;
}
