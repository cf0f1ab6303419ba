import type { MenuItemId } from '@cx/brand-contract';
import { LINK_REFUSED } from '@cx/shell-data-access';

/** Every Ukrainian text the shell shows, in one place (ARCHITECTURE §10). */
export const messages = {
  back: 'Назад',
  menu: 'Меню',
  closeMenu: 'Закрити меню',
  home: 'Головна',
  /** Spec §2 menu labels. */
  menuItems: {
    'glo-studio': 'Фірмові магазини',
    news: 'Новини',
    profile: 'Профіль',
    share: 'Поділитися застосунком',
    faq: 'Питання і відповіді',
    vocabulary: 'Словник споживача',
    support: 'Підтримка',
    rules: "Правила o'go Club",
    'user-agreement': 'Угода з користувачем',
  } satisfies Record<MenuItemId, string>,
  social: 'Ми в соцмережах',
  fullSite: 'Повна версія сайту',
  switchTo: (name: string) => `Перейти в ${name}`,
  switching: 'Переходимо…',
  logout: 'Вийти',
  shareText: (name: string) => `Застосунок ${name}`,
  opensInNewTab: '(відкриється в новій вкладці)',
  bottomNav: 'Основна навігація',
  nav: {
    home: 'Головна',
    shop: 'Каталог',
    scan: 'Сканувати',
    cart: 'Кошик',
    cartCount: (count: number) => `, товарів: ${count}`,
  },
  footer: (name: string, year: number) => `© ${year} ${name}. Лише для повнолітніх.`,
  linkRefused: LINK_REFUSED,
  offline: 'Немає з’єднання з інтернетом. Показуємо збережене.',
  backOnline: 'З’єднання відновлено',
  update: {
    title: 'Доступна нова версія',
    text: 'Оновіть застосунок, щоб отримати виправлення та новинки.',
    action: 'Оновити',
    later: 'Пізніше',
    deferred: 'Оновимо, щойно ви завершите поточну дію.',
  },
  offlineReady: 'Застосунок готовий працювати без інтернету',
  install: {
    title: (name: string) => `Встановіть ${name}`,
    text: 'Додайте застосунок на головний екран: він відкриватиметься швидше і працюватиме без інтернету.',
    action: 'Встановити',
    dismiss: 'Не зараз',
    close: 'Більше не показувати',
    iosTitle: (name: string) => `Додайте ${name} на головний екран`,
    iosSteps: [
      'Натисніть «Поділитися» внизу екрана Safari.',
      'Оберіть «На початковий екран».',
      'Натисніть «Додати».',
    ],
  },
  switchArrival: 'Входимо у ваш акаунт…',
  errorTitle: 'Щось пішло не так',
} as const;
