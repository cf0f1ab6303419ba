import {
  EARN_RULES,
  FREE_DELIVERY_THRESHOLDS,
  ORDER_ERRORS,
  ORDER_ERROR_STATUS,
  priceOrder,
  type DeliveryType,
  type OrderErrorCode,
  type Quote,
  type QuoteCustomer,
  type QuoteLineInput,
} from '@cx/shared-util-pricing';
import type { Schemas } from '../contract/types.ts';
import type { Shop } from '../lib/session.ts';
import { ApiError, type ApiErrorDetail } from '../lib/errors.ts';
import type { Repositories } from '../repositories/index.ts';
import type { CatalogueService, VariantInfo } from './catalogue.ts';

type LineRequest = Schemas['OrderLineInput'];

export interface PricingRequest {
  lines: readonly LineRequest[];
  promoCodes: readonly string[];
  deliveryType: DeliveryType;
}

export interface CustomerFacts extends QuoteCustomer {
  /** The unredeemed gift offer the order would take. */
  giftOfferId: number | null;
}

export interface PricedOrder {
  quote: Quote;
  facts: CustomerFacts;
  variants: VariantInfo[];
}

/** A refusal of the money rules, with its contract status and Ukrainian message. */
export function refusal(code: OrderErrorCode, details?: ApiErrorDetail[]): ApiError {
  return new ApiError(ORDER_ERROR_STATUS[code], ORDER_ERRORS[code], { errorType: code, details });
}

/**
 * The backend's side of the shared pricing rules: it reads the catalogue and the customer's own
 * records (orders, promo uses, gift offers, XP) and hands them to `priceOrder`, so the figures
 * are the server's whatever the request says.
 */
export class PricingService {
  constructor(
    private readonly repos: Repositories,
    private readonly catalogue: CatalogueService,
  ) {}

  async facts(personId: number, shop: Shop, customerId: number): Promise<CustomerFacts> {
    const offer = await this.repos.giftOffers.open(personId, shop);
    return {
      // The promo rules ask only whether this is the customer's first order, so the count stops
      // at one: counting all of a frequent customer's orders would scan them on every order.
      ordersCount: (await this.repos.orders.anyOfCustomer(customerId)) ? 1 : 0,
      usedPromoCodes: await this.repos.promoUses.codesOf(personId),
      giftsAvailable: offer?.gifts ?? 0,
      giftOfferId: offer?.id ?? null,
      xpBalance: await this.repos.xp.balance(personId, shop),
    };
  }

  /** Catalogue variants of the request; unknown, other brand's or unavailable → 422 invalid_line_items. */
  async variants(shop: Shop, lines: readonly LineRequest[], pointer: string): Promise<VariantInfo[]> {
    const problems: ApiErrorDetail[] = [];
    const found: (VariantInfo | null)[] = [];
    for (const [i, line] of lines.entries()) {
      const variant = await this.catalogue.variant(line.variant_id);
      if (!variant || variant.shop !== shop) {
        problems.push({ path: `${pointer}/${i}/variant_id`, message: 'Товар не знайдено в каталозі' });
        found.push(null);
        continue;
      }
      if (!variant.available) problems.push({ path: `${pointer}/${i}/variant_id`, message: 'Товар недоступний' });
      found.push(variant);
    }
    if (problems.length > 0) throw refusal('invalid_line_items', problems);
    return found.filter((variant): variant is VariantInfo => variant !== null);
  }

  async price(personId: number, shop: Shop, customerId: number, request: PricingRequest, pointer = '/body/line_items'): Promise<PricedOrder> {
    const variants = await this.variants(shop, request.lines, pointer);
    const facts = await this.facts(personId, shop, customerId);
    const lines: QuoteLineInput[] = request.lines.map((line, i) => {
      const v = variants[i] as VariantInfo;
      return {
        variant: {
          variantId: v.variantId,
          title: `${v.title} — ${v.variantTitle}`,
          price: v.price,
          xpPrice: v.xpPrice,
          pieces: v.pieces,
          piecesPerPack: v.piecesPerPack,
          tags: v.tags,
        },
        quantity: line.quantity,
        gift: line.gift === true,
      };
    });
    const quote = priceOrder({
      lines,
      promoCodes: request.promoCodes,
      deliveryType: request.deliveryType,
      freeDeliveryThreshold: FREE_DELIVERY_THRESHOLDS[shop],
      // The brand's earn rule: what an order earns is the server's figure, never one a request names.
      earnRule: EARN_RULES[shop],
      customer: facts,
    });
    return { quote, facts, variants };
  }

  /** The order may be placed only when every code counts and nothing refuses it. */
  assertPlaceable(quote: Quote): void {
    const promo = quote.promo_codes.find((p) => !p.ok);
    if (promo?.error) throw refusal(promo.error.code, [{ path: '/body/order/promo_codes', message: `${promo.code}: ${promo.error.message}` }]);
    const problem = quote.problems[0];
    if (problem) throw refusal(problem.code);
  }
}

