import { formatMoney, formatXp, pluralUk } from '@cx/shared-util-format';

/**
 * Ukrainian texts of the shop's presentational pieces. The screens' own texts are in
 * libs/shop/feature/src/messages.ts.
 */
export const shopUiMessages = {
  price: (uah: number) => formatMoney(uah),
  oldPriceLabel: 'Стара ціна',
  xpPrice: (xp: number) => formatXp(xp),
  earnsXp: (xp: number) => `+${formatXp(xp)}`,
  earnsXpLabel: (xp: number) => `Нарахуємо ${formatXp(xp)} за покупку`,
  pack: (quantity: number) => `${quantity} шт. в упаковці`,
  packs: (packs: number, pieces: number) => `${packs} ${pluralUk(packs, ['пачка', 'пачки', 'пачок'])} · ${pieces} шт.`,
  soldOut: 'Немає в наявності',
  gift: 'Подарунок',
  forXp: 'За XP',
  decrease: (title: string) => `Зменшити кількість: ${title}`,
  increase: (title: string) => `Збільшити кількість: ${title}`,
  quantity: (title: string) => `Кількість: ${title}`,
  remove: (title: string) => `Видалити з кошика: ${title}`,
  zeroPriceFlag: 'Ціна 0 грн: товар оплачується XP або йде подарунком',
  cart: 'Кошик',
  // Above 99 the badge shows "99+", and the name must contain what is seen.
  cartWithCount: (count: number) =>
    count === 0
      ? 'Кошик порожній'
      : count > 99
        ? 'Кошик, 99+ товарів'
        : `Кошик, ${count} ${pluralUk(count, ['товар', 'товари', 'товарів'])}`,
  cartAdded: (count: number) =>
    `Додано в кошик. У кошику ${count} ${pluralUk(count, ['товар', 'товари', 'товарів'])}.`,
  loading: 'Завантаження…',
  variants: 'Варіант',
  subtotal: 'Товари',
  discount: 'Знижка за промокодом',
  total: 'До сплати',
  xpTotal: 'Оплата XP',
  bonusesEarned: 'Нарахуємо XP',
  toFreeDelivery: (uah: number) => `До безкоштовної доставки ще ${formatMoney(uah)}`,
  freeDelivery: 'Доставка безкоштовна',
  free: 'безкоштовно',
  carrierTariff: 'за тарифом перевізника',
  paidWithXp: 'Оплачено XP',
} as const;
