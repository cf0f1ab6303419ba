import { ORDER_ERRORS } from '@cx/shared-util-pricing';
import { formatMoney, pluralUk } from '@cx/shared-util-format';
import type { PromoRefusal } from '@cx/shop-data-access';

const items = (count: number) => `${count} ${pluralUk(count, ['товар', 'товари', 'товарів'])}`;

/** Every Ukrainian text the shop screens show, in one place (ARCHITECTURE §10). */
export const messages = {
  catalogue: {
    title: 'Каталог',
    lists: 'Розділи каталогу',
    favorite: 'Обране',
    favoriteHint: 'Товари, які ти позначив зірочкою',
    cart: 'Кошик',
    cartHint: (count: number) => (count === 0 ? 'Поки порожній' : items(count)),
    bonusHint: 'Обмін на XP',
  },
  list: {
    empty: 'У цьому розділі поки немає товарів',
    emptyText: 'Загляни пізніше або обери інший розділ.',
    toCatalogue: 'До каталогу',
  },
  product: {
    addToCart: 'Додати в кошик',
    exchangeForXp: 'Обміняти на XP',
    chooseVariant: 'Обери варіант',
    unavailable: 'Немає в наявності',
    added: (title: string) => `«${title}» додано в кошик`,
    goToCart: 'Перейти до кошика',
    earns: (xp: string) => `Нарахуємо ${xp} за покупку`,
    pack: (quantity: number) => `В упаковці: ${quantity} шт.`,
    xpPrice: 'Ціна в XP',
    /** A bonus item the balance (with the cart's bonus items) does not cover yet. */
    xpShort: (have: string, missing: string) => `У тебе ${have}. Ще ${missing} — скануй пачки`,
    /** A toggle: one name, its state said by aria-pressed (a name that flips as well says it twice). */
    favoriteToggle: 'В обраному',
    description: 'Опис',
    quantityLabel: 'Кількість',
  },
  favorite: {
    title: 'Обране',
    empty: 'В обраному поки порожньо',
    emptyText: 'Познач товар зірочкою на його сторінці, і він з’явиться тут.',
  },
  chooseVelo: {
    title: 'Обери подарунок VELO',
    lead: (gifts: number) =>
      gifts === 2 ? 'Тобі належать 2 банки VELO у подарунок. Обери смак.' : 'Тобі належить 1 банка VELO у подарунок. Обери смак.',
    choose: 'Обрати цей смак',
    chosen: 'Подарунок у кошику',
    added: 'Подарунок VELO додано в кошик',
    empty: 'Зараз немає смаків VELO для подарунка',
  },
  cart: {
    title: 'Кошик',
    lines: 'Товари в кошику',
    empty: 'Кошик порожній',
    emptyText: 'Обери щось у каталозі — і воно з’явиться тут.',
    toCatalogue: 'До каталогу',
    clear: 'Очистити кошик',
    clearConfirm: 'Очистити кошик? Товари, коментар і промокоди буде видалено.',
    cleared: 'Кошик очищено',
    cancel: 'Скасувати',
    comment: 'Коментар до замовлення',
    commentHint: 'Наприклад, зручний час для дзвінка',
    checkout: 'Оформити замовлення',
    /** XP short for the bonus items in the cart: said once, and the order button waits. */
    xpShort: (missing: string) => `Недостатньо XP: бракує ${missing}. Скануй пачки або прибери бонусний товар.`,
    offline: 'Немає з’єднання. Кошик збережено на пристрої; замовлення можна буде оформити, коли з’явиться мережа.',
    count: items,
    promo: {
      section: 'Маєш промокод?',
      field: 'Промокод',
      apply: 'Застосувати',
      remove: (code: string) => `Прибрати промокод ${code}`,
      applied: 'Застосовані промокоди',
      inactive: 'Не діє для цього кошика',
      unavailable: 'Не вдалося перевірити промокод. Спробуй ще раз за хвилину.',
      acceptedVelo: 'Промокод застосовано: −20% на товари VELO',
      acceptedMember: 'Код запрошення прийнято',
      veloNote: (discount: number) => `−${formatMoney(discount)} на VELO`,
      memberNote: 'Код запрошення',
      refused: {
        empty: 'Введи промокод',
        // The server's own words for the refusals it gives (docs/contract.md), so the cart's
        // instant answer and the server's later one read the same.
        unknown: ORDER_ERRORS.promo_code_invalid,
        'already-used': ORDER_ERRORS.promo_code_used,
        'no-velo-items': ORDER_ERRORS.promo_no_velo_items,
        'velo-gift-in-cart': ORDER_ERRORS.promo_with_velo_gift,
        'has-orders': ORDER_ERRORS.promo_first_order_only,
        'too-short': 'Код запрошення закороткий. Перевір, чи правильно введено.',
      } satisfies Record<PromoRefusal, string>,
    },
  },
  error: {
    title: 'Не вдалося завантажити',
    text: 'Перевір з’єднання з інтернетом і спробуй ще раз.',
    retry: 'Спробувати ще раз',
  },
} as const;
