/**
 * How a purchase earns XP: one rule per brand catalogue, stated in the brand config
 * (`loyalty.earn`) and applied by the server to every order it prices. The apps use the same
 * function for what they say before the order ("Нарахуємо 52 XP").
 *
 * - `uah`: 1 XP for every whole `uahPerXp` hryvnias a line costs after discounts;
 * - `pack`: `xpPerPack` XP for every whole pack a line holds (a block is ten packs, twenty single
 *   sticks are one); goods not sold in packs earn nothing.
 *
 * Bonus items (bought with XP) and gifts earn nothing under either rule.
 */
export type EarnRule = { per: 'uah'; uahPerXp: number } | { per: 'pack'; xpPerPack: number };

/** The catalogue tag of products sold in packs (sticks, cigarettes, VELO cans): the `pack` rule counts them. */
export const PACK_TAG = 'pack';

/** The rule of each catalogue the backend knows; a further brand shares its catalogue's. */
export const EARN_RULES = {
  glo: { per: 'uah', uahPerXp: 20 },
  ogo: { per: 'pack', xpPerPack: 5 },
} as const satisfies Record<'glo' | 'ogo', EarnRule>;

/** What the rule needs of one line of an order. */
export interface EarnLine {
  /** What the line costs after discounts, in kopecks. */
  paidKopecks: number;
  quantity: number;
  /** Pieces (sticks, pouches, cigarettes) in one unit of the variant; null when not counted in pieces. */
  pieces: number | null;
  /** Pieces in one pack of the product; null when the product is not sold in packs. */
  piecesPerPack: number | null;
}

/** Whole packs in `quantity` units of a variant (0 for goods not sold in packs). */
export function packsOf(line: Pick<EarnLine, 'quantity' | 'pieces' | 'piecesPerPack'>): number {
  const { pieces, piecesPerPack } = line;
  if (!pieces || !piecesPerPack || pieces <= 0 || piecesPerPack <= 0) return 0;
  return Math.floor((line.quantity * pieces) / piecesPerPack);
}

/** XP a line bought with money earns by the rule. */
export function earnXp(rule: EarnRule, line: EarnLine): number {
  if (rule.per === 'pack') return packsOf(line) * rule.xpPerPack;
  const step = Math.round(rule.uahPerXp * 100);
  return step > 0 ? Math.floor(Math.max(0, line.paidKopecks) / step) : 0;
}

/** XP one unit of a variant at its catalogue price earns (the product page's "Нарахуємо … XP"). */
export function unitEarnXp(rule: EarnRule, variant: { price: number; pieces: number | null; piecesPerPack: number | null }): number {
  return earnXp(rule, { paidKopecks: Math.round(variant.price * 100), quantity: 1, pieces: variant.pieces, piecesPerPack: variant.piecesPerPack });
}
