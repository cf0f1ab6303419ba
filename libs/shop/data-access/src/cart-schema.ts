import * as v from 'valibot';
import { SHOP_LIST_IDS } from '@cx/brand-contract';
import { clampCount, emptyCart, type CartLine, type CartState } from './cart';

const money = v.pipe(v.number(), v.minValue(0));
const id = v.pipe(v.number(), v.integer(), v.minValue(1));

const CartLineSchema = v.object({
  variant_id: id,
  id,
  collectionId: v.picklist(SHOP_LIST_IDS),
  title: v.pipe(v.string(), v.minLength(1)),
  subTitle: v.nullable(v.string()),
  price: money,
  bonuses: v.pipe(v.number(), v.minValue(0)),
  count: v.number(),
  quantity: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  tags: v.array(v.string()),
  pieces: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  packs: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
  variantTitle: v.optional(v.nullable(v.string()), null),
  image: v.optional(v.nullable(v.string()), null),
  xpPrice: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
  bonus: v.optional(v.boolean(), false),
  gift: v.optional(v.boolean(), false),
});

const CartShape = v.object({
  version: v.literal(1),
  lines: v.array(v.unknown()),
  comment: v.optional(v.string(), ''),
  promoCodes: v.optional(v.array(v.string()), []),
});

/**
 * Reads a stored cart. A broken line is dropped rather than losing the whole cart; counts are
 * clamped to 1…99; anything unrecognisable is an empty cart.
 */
export function parseCart(value: unknown): CartState {
  const shape = v.safeParse(CartShape, value);
  if (!shape.success) return emptyCart();
  const lines: CartLine[] = [];
  for (const raw of shape.output.lines) {
    const line = v.safeParse(CartLineSchema, raw);
    if (line.success) lines.push({ ...line.output, count: clampCount(line.output.count) });
  }
  return { version: 1, lines, comment: shape.output.comment, promoCodes: shape.output.promoCodes };
}
