import type { Referral } from '@cx/invite-data-access';

/** Every Ukrainian text the invite screens show, in one place (ARCHITECTURE §10). */
export const messages = {
  invite: {
    title: 'Запроси друга',
    intro: 'Поділись своїм кодом: друг отримає подарунок, а ти — XP, щойно він зробить перше замовлення.',
    code: 'Твій код запрошення',
    link: 'Посилання для друга',
    qr: (link: string) => `QR-код посилання ${link}`,
    qrHint: 'Друг може навести камеру на цей код',
    share: 'Поділитися',
    copy: 'Скопіювати посилання',
    copyCode: 'Скопіювати код',
    shared: 'Готово, запрошення надіслано.',
    copied: 'Скопійовано. Встав посилання в повідомлення другові.',
    codeCopied: 'Код скопійовано.',
    unavailable: 'Не вдалося поділитися автоматично. Скопіюй посилання вручну.',
    shareTitle: (brand: string) => `Запрошення в ${brand}`,
    shareText: (brand: string, code: string) => `Приєднуйся до ${brand} з моїм кодом ${code} і отримай подарунок!`,
    loadError: 'Не вдалося завантажити код запрошення',
    friends: 'Твої друзі',
    friendsCount: (count: number) => `Запрошено друзів: ${count}`,
    friendsXp: (xp: string) => `Отримано за запрошення: ${xp}`,
    friendsLink: 'Усі запрошені друзі',
    more: 'Більше про програму',
  },
  pages: {
    offer: 'Умови пропозиції',
    promo: 'Промокод для друга',
    testDrive: 'Тест-драйв',
    faq: 'Питання і відповіді',
    calculator: 'Калькулятор XP',
    velo: 'Запроси друга у VELO',
  },
  page: {
    loadError: 'Не вдалося завантажити сторінку',
  },
  promo: {
    code: 'Твій промокод',
    none: 'Промокод з’явиться після твого першого замовлення.',
    hint: 'Друг вводить його в кошику під час першого замовлення.',
  },
  velo: {
    code: 'Твій код VELO',
    gifts: (count: number) => (count === 2 ? 'Друг отримає 2 подарунки VELO' : 'Друг отримає подарунок VELO'),
    loadError: 'Не вдалося завантажити пропозицію VELO',
  },
  calculator: {
    friends: 'Скільки друзів запросиш?',
    perFriend: 'XP за одного друга',
    result: (xp: string) => `Ти можеш отримати ${xp}`,
    basis: 'Розрахунок за твоїми запрошеннями, які вже принесли XP.',
  },
  faq: {
    empty: 'Поки що немає питань.',
  },
  referralStatus: {
    registered: 'Зареєструвався',
    ordered: 'Зробив замовлення',
    rewarded: 'XP нараховано',
  } satisfies Record<Referral['status'], string>,
} as const;
