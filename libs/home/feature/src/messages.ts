/** Every Ukrainian text of the home screen. */
export const messages = {
  balanceTitle: 'Твій баланс',
  balanceLoadError: 'Не вдалося завантажити баланс',
  historyLink: 'Історія XP',
  shortcutsTitle: 'Швидкі дії',
  shortcuts: {
    scan: 'Сканувати',
    shop: 'Каталог',
    invite: 'Запросити друга',
    news: 'Новини',
  },
} as const;
