import { pluralUk } from '@cx/shared-util-format';

/** Every Ukrainian text of the home screen. */
export const messages = {
  balanceTitle: 'Твій баланс',
  balanceLoadError: 'Не вдалося завантажити баланс',
  historyLink: 'Історія XP',
  shortcutsTitle: 'Швидкі дії',
  reward: {
    progressLabel: (title: string) => `Прогрес до «${title}»`,
    short: (xp: string, title: string) => `Ще ${xp} до «${title}» — скануй пачки й замовляй`,
    affordable: (count: number) => `Вистачає на обмін: ${count} ${pluralUk(count, ['товар', 'товари', 'товарів'])}`,
  },
  shortcuts: {
    scan: 'Сканувати',
    shop: 'Каталог',
    invite: 'Запросити друга',
    news: 'Новини',
  },
  account: {
    xpTitle: 'Мої XP',
    xpHistory: 'Історія XP',
    exchange: 'Обміняти XP',
    exchangeHint: 'Товари за бали',
    getXp: 'Як отримати XP',
    scanbox: 'Сканувати пачку',
    scanboxHint: 'XP за кожну пачку',
    title: 'Мій кабінет',
    orders: 'Історія покупок',
    ordersHint: 'Замовлення та їхній стан',
    profile: 'Профіль',
    profileHint: 'Дані, адреса доставки, вік',
    devices: 'Мої пристрої',
    certificates: 'Сертифікати партнерів',
    invite: 'Запросити друга',
    inviteHint: 'Код і запрошені друзі',
    subscription: 'Підписка',
    marathon: 'Марафон',
    offers: 'Пропозиції',
    goBuy: 'Де купити',
    whyOgo: "Чому o'go",
    landing: "Про o'go Club",
  },
} as const;
