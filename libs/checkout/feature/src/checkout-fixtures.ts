import type { DeliveryAddress } from '@cx/profile-data-access';
import { EARN_RULES, priceOrder, type EarnRule, type Quote } from '@cx/shared-util-pricing';
import { quoteLineOf, type CartLine } from '@cx/shop-data-access';
import { makeLine } from '@cx/shop-data-access/testing';

/**
 * Story fixtures: lines of the glo catalogue the reference backend seeds (UAH prices as there)
 * and addresses in Kyiv.
 */
const line = (patch: Partial<CartLine> & Pick<CartLine, 'variant_id' | 'id' | 'title' | 'price'>): CartLine =>
  makeLine({ subTitle: null, bonuses: 0, quantity: null, tags: [], ...patch });

export const NEO_DARK_TOBACCO = line({
  variant_id: 4101,
  id: 41,
  title: 'neo Dark Tobacco',
  subTitle: 'Насичений тютюновий смак · 20 стіків',
  variantTitle: 'Пачка (20 стіків)',
  price: 105,
  bonuses: 5,
  quantity: 20,
  pieces: 20,
  packs: 1,
  tags: ['sticks', 'pack'],
});

export const GLO_HYPER_X2 = line({
  variant_id: 3101,
  id: 31,
  collectionId: 'devices',
  title: 'glo hyper X2',
  subTitle: 'Два режими нагрівання',
  variantTitle: 'Чорний з білим',
  price: 799,
  bonuses: 39,
  quantity: 1,
  pieces: 1,
});

export const GLO_CAP = line({
  variant_id: 5101,
  id: 51,
  collectionId: 'bonus',
  title: 'Фірмова кепка glo',
  subTitle: 'Розмір регулюється',
  variantTitle: 'Стандарт',
  price: 0,
  xpPrice: 800,
  bonus: true,
});

const KYIV = { city_id: 'kyiv', label: 'Київ', province: 'Київська' };

export const TO_BRANCH: DeliveryAddress = {
  type: 1,
  city: KYIV,
  branch: { id: 'kyiv-5', label: 'Відділення №5', meta: { number: '5' } },
};

export const BY_COURIER: DeliveryAddress = {
  type: 2,
  city: KYIV,
  street: 'вул. Саксаганського',
  house: '41',
  flat: '17',
};

/**
 * The figures the server answers for these lines, priced by the same shared rules: the money
 * lines' sum, free delivery from the brand's threshold, XP for bonus items (a customer with two
 * gifts and XP enough).
 */
export function serverQuote(
  lines: readonly CartLine[],
  deliveryType: DeliveryAddress['type'] = 1,
  freeDeliveryThreshold = Number.POSITIVE_INFINITY,
  earnRule: EarnRule = EARN_RULES.glo,
): Quote {
  return priceOrder({
    lines: lines.map(quoteLineOf),
    promoCodes: [],
    deliveryType,
    freeDeliveryThreshold,
    earnRule,
    customer: { ordersCount: 1, usedPromoCodes: [], giftsAvailable: 2, xpBalance: 10_000 },
  });
}
