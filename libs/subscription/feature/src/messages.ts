import { formatDate, formatDateTime, formatMoney, pluralUk } from '@cx/shared-util-format';
import type { SubscriptionEvent, SubscriptionStatus } from '@cx/subscription-data-access';

/** Every Ukrainian text of the subscription screens. */
export const messages = {
  title: 'Підписка',
  loadError: 'Не вдалося завантажити підписку',
  status: {
    none: 'Немає підписки',
    active: 'Активна',
    paused: 'Призупинена',
    cancelled: 'Скасована',
  } satisfies Record<SubscriptionStatus, string>,
  statusLabel: 'Статус',
  noneText: 'Оформи підписку на стіки — і ми доставлятимемо їх регулярно.',
  plan: 'План',
  price: (uah: number, days: number) =>
    `${formatMoney(uah)} / ${days} ${pluralUk(days, ['день', 'дні', 'днів'])}`,
  since: (date: string) => `Оформлено ${formatDate(date)}`,
  nextDelivery: (date: string) => `Наступна доставка: ${formatDate(date)}`,
  more: 'Докладніше',
  offerTitle: 'Що дає підписка',
  toCatalogue: 'Обрати стіки в каталозі',
  toCatalogueHint: 'Товари, які доставлятимемо за підпискою',
  nextSteps: 'Що далі',
  about: 'Про підписку',
  faq: 'Питання і відповіді',
  history: 'Історія підписки',
  faqTitle: 'Питання про підписку',
  faqLoadError: 'Не вдалося завантажити відповіді',
  faqEmpty: 'Питань поки немає',
  historyTitle: 'Історія підписки',
  historyLoadError: 'Не вдалося завантажити історію',
  historyEmpty: 'Подій поки немає',
  historyEmptyText: 'Тут з’являться оплати, доставки та зміни підписки.',
  eventDate: (date: string) => formatDateTime(date),
  eventType: {
    created: 'Оформлення',
    charged: 'Оплата',
    delivered: 'Доставка',
    paused: 'Призупинення',
    resumed: 'Відновлення',
    cancelled: 'Скасування',
  } satisfies Record<SubscriptionEvent['type'], string>,
  amount: (uah: number) => formatMoney(uah),
  order: (id: number) => `Замовлення №${id}`,
} as const;
