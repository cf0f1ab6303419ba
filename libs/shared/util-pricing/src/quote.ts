import { ORDER_ERRORS, type OrderErrorCode } from './errors';
import { toKopecks, toUah } from './money';
import { VELO_PROMO_CODE, VELO_PROMO_PERCENT, checkPromo, type PromoKind, type PromoResult } from './promo';
import { shippingLine, type DeliveryType, type ShippingLine } from './shipping';
import { earnXp, type EarnRule } from './earn';

export const VELO_TAG = 'velo';
/** Catalogue items that are themselves a velo gift (e.g. the velo can bought with XP). */
export const VELO_GIFT_TAG = 'velo-gift';

/** A catalogue variant as the rules see it: the server reads it from its catalogue. */
export interface PricedVariant {
  variantId: number;
  title: string;
  /** UAH per unit, from the catalogue. */
  price: number;
  /** XP per unit for items bought with XP; 0 for the rest. */
  xpPrice: number;
  /** Pieces (sticks, pouches) in one unit; null when not counted in pieces (the earn rule's packs). */
  pieces: number | null;
  /** Pieces in one pack of the product; null when it is not sold in packs. */
  piecesPerPack: number | null;
  tags: readonly string[];
}

export interface QuoteLineInput {
  variant: PricedVariant;
  quantity: number;
  /** A velo gift of the customer's offer: free, only on velo items. */
  gift: boolean;
}

/** What the server knows about the customer when it prices an order. */
export interface QuoteCustomer {
  ordersCount: number;
  usedPromoCodes: readonly string[];
  /** Velo gifts the customer's unredeemed offer gives (0, 1 or 2). */
  giftsAvailable: number;
  xpBalance: number;
}

export interface QuoteInput {
  lines: readonly QuoteLineInput[];
  promoCodes: readonly string[];
  deliveryType: DeliveryType;
  freeDeliveryThreshold: number;
  /** How the brand's purchases earn XP (EARN_RULES). */
  earnRule: EarnRule;
  customer: QuoteCustomer;
}

export interface QuoteLine {
  variant_id: number;
  title: string;
  quantity: number;
  /** Catalogue UAH per unit (0 for a gift). */
  unit_price: number;
  /** unit_price × quantity: the line before discounts. */
  subtotal: number;
  /** UAH off this line. */
  discount: number;
  /** unit_price × quantity − discount. */
  total: number;
  /** XP this line costs (bonus items). */
  xp_price: number;
  /** XP this line earns by the brand's rule. */
  xp_earned: number;
  gift: boolean;
}

export interface QuoteDiscount {
  code: string;
  title: string;
  amount: number;
}

export interface QuotePromo {
  code: string;
  ok: boolean;
  kind: PromoKind | null;
  /** The refusal, when `ok` is false. */
  error: { code: OrderErrorCode; message: string } | null;
}

export interface QuoteProblem {
  code: OrderErrorCode;
  message: string;
}

export interface Quote {
  lines: QuoteLine[];
  /** UAH of the lines before discounts. */
  subtotal: number;
  discounts: QuoteDiscount[];
  shipping: ShippingLine;
  /** UAH to pay: subtotal − discounts + shipping; never negative. */
  total: number;
  /** XP the bonus items cost. */
  xp_total: number;
  /** XP the purchase earns. */
  xp_earned: number;
  /** Only bonus items and gifts: the bonus shipping line. */
  bonus_only: boolean;
  /** Bonus-only with nothing to pay: paid with XP at creation, no payment step. */
  paid_with_xp: boolean;
  promo_codes: QuotePromo[];
  /** Velo gifts the customer may still take. */
  gifts_available: number;
  /** What stops this order being placed (gift not available, not enough XP); empty when it can be. */
  problems: QuoteProblem[];
}

const hasTag = (variant: PricedVariant, tag: string) => variant.tags.some((item) => item.trim().toLowerCase() === tag);

/** A line VELO-20% discounts: a velo item bought with money, not a gift. */
export const isVeloLine = (line: QuoteLineInput): boolean =>
  !line.gift && line.variant.xpPrice === 0 && hasTag(line.variant, VELO_TAG) && !hasTag(line.variant, VELO_GIFT_TAG);

export const isVeloGiftLine = (line: QuoteLineInput): boolean => line.gift || hasTag(line.variant, VELO_GIFT_TAG);

const isBonusLine = (line: QuoteLineInput): boolean => line.variant.xpPrice > 0;

/** The promo title shown as the discount line. */
export const promoTitle = (code: string): string => `Промокод ${code}`;

/** One line: its catalogue price before and after VELO-20%, the XP it costs and the XP it earns. */
function priceLine(line: QuoteLineInput, veloActive: boolean, earnRule: EarnRule): QuoteLine {
  const unitK = line.gift ? 0 : toKopecks(line.variant.price);
  const lineK = unitK * line.quantity;
  const offK = veloActive && isVeloLine(line) ? Math.floor((lineK * VELO_PROMO_PERCENT) / 100) : 0;
  const { pieces, piecesPerPack } = line.variant;
  const earned = line.gift || isBonusLine(line) ? 0 : earnXp(earnRule, { paidKopecks: lineK - offK, quantity: line.quantity, pieces, piecesPerPack });
  return {
    variant_id: line.variant.variantId,
    title: line.variant.title,
    quantity: line.quantity,
    unit_price: toUah(unitK),
    subtotal: toUah(lineK),
    discount: toUah(offK),
    total: toUah(lineK - offK),
    xp_price: line.variant.xpPrice * line.quantity,
    xp_earned: earned,
    gift: line.gift,
  };
}

/**
 * The one price of an order (spec §4, §5, §9), as the server charges it and the apps preview it:
 * catalogue prices × quantities, VELO-20% on velo lines when it counts, gifts free, the shipping
 * line, XP cost, the XP each line earns by the brand's rule, and what refuses the order.
 */
export function priceOrder(input: QuoteInput): Quote {
  const { lines, customer } = input;
  const facts = {
    ordersCount: customer.ordersCount,
    usedPromoCodes: customer.usedPromoCodes,
    hasVeloItems: lines.some(isVeloLine),
    hasVeloGift: lines.some(isVeloGiftLine),
  };
  const seen = new Set<string>();
  const promos: PromoResult[] = [];
  for (const raw of input.promoCodes) {
    const result = checkPromo(raw, facts);
    if (seen.has(result.code)) continue;
    seen.add(result.code);
    promos.push(result);
  }
  const veloActive = promos.some((promo) => promo.ok && promo.kind === 'velo');

  const quoteLines = lines.map((line) => priceLine(line, veloActive, input.earnRule));
  const sumK = (pick: (line: QuoteLine) => number) => quoteLines.reduce((sum, line) => sum + toKopecks(pick(line)), 0);
  const subtotalK = sumK((line) => line.subtotal);
  const discountK = sumK((line) => line.discount);
  const xpTotal = quoteLines.reduce((sum, line) => sum + line.xp_price, 0);
  const xpEarned = quoteLines.reduce((sum, line) => sum + line.xp_earned, 0);

  const bonusOnly = lines.length > 0 && lines.every((line) => isBonusLine(line) || line.gift);
  const itemsK = Math.max(0, subtotalK - discountK);
  const shipping = shippingLine({
    bonusOnly,
    deliveryType: input.deliveryType,
    totalKopecks: itemsK,
    threshold: input.freeDeliveryThreshold,
  });
  const totalK = itemsK + toKopecks(shipping.price);

  const problems: QuoteProblem[] = [];
  const giftCount = lines.filter((line) => line.gift).reduce((sum, line) => sum + line.quantity, 0);
  const giftsOk = lines.filter((line) => line.gift).every((line) => hasTag(line.variant, VELO_TAG) && !isBonusLine(line));
  if (giftCount > 0 && (!giftsOk || giftCount > customer.giftsAvailable)) {
    problems.push({ code: 'gift_not_available', message: ORDER_ERRORS.gift_not_available });
  }
  if (xpTotal > Math.max(0, customer.xpBalance)) problems.push({ code: 'insufficient_xp', message: ORDER_ERRORS.insufficient_xp });

  return {
    lines: quoteLines,
    subtotal: toUah(subtotalK),
    discounts: veloActive && discountK > 0 ? [{ code: VELO_PROMO_CODE, title: promoTitle(VELO_PROMO_CODE), amount: toUah(discountK) }] : [],
    shipping,
    total: toUah(totalK),
    xp_total: xpTotal,
    xp_earned: xpEarned,
    bonus_only: bonusOnly,
    paid_with_xp: bonusOnly && totalK === 0,
    promo_codes: promos.map((promo) => ({
      code: promo.code,
      ok: promo.ok,
      kind: promo.ok ? promo.kind : null,
      error: promo.ok ? null : { code: promo.error, message: ORDER_ERRORS[promo.error] },
    })),
    gifts_available: Math.max(0, customer.giftsAvailable),
    problems,
  };
}
