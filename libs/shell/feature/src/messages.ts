import type { MenuItemId } from '@cx/brand-contract';
import { LINK_REFUSED } from '@cx/shell-data-access';
import { OFFLINE_NOTICE } from './prompts/offline-notice';

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
    rules: 'Правила',
    'user-agreement': 'Угода з користувачем',
  } satisfies Record<MenuItemId, string>,
  /** The rules item names the brand's programme (BrandConfig.programName, else its name). */
  rulesOf: (program: string) => `Правила ${program}`,
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
  offline: OFFLINE_NOTICE,
  backOnline: 'З’єднання відновлено',
  update: {
    title: 'Доступна нова версія',
    text: 'Онови застосунок, щоб отримати виправлення та новинки.',
    action: 'Оновити',
    later: 'Пізніше',
    deferred: 'Оновимо, щойно ви завершите поточну дію.',
  },
  offlineReady: 'Застосунок готовий працювати без інтернету',
  install: {
    title: (name: string) => `Встанови ${name}`,
    text: 'Додай застосунок на головний екран: він відкриватиметься швидше і працюватиме без інтернету.',
    action: 'Встановити',
    dismiss: 'Не зараз',
    close: 'Більше не показувати',
    iosTitle: (name: string) => `Додай ${name} на головний екран`,
    iosSteps: [
      'Натисни «Поділитися» внизу екрана Safari.',
      'Обери «На початковий екран».',
      'Натисни «Додати».',
    ],
  },
  switchArrival: 'Входимо у твій акаунт…',
  errorTitle: 'Щось пішло не так',
} as const;
