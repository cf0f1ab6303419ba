/** Every Ukrainian text the content screens show, in one place (ARCHITECTURE §10). */
export const messages = {
  news: {
    title: 'Новини',
    loadError: 'Не вдалося завантажити новини',
    empty: 'Новин поки немає',
    emptyText: 'Зазирни сюди трохи згодом.',
    more: 'Показати ще',
    backToList: 'До всіх новин',
  },
  faq: {
    title: 'Питання і відповіді',
    loadError: 'Не вдалося завантажити відповіді',
    empty: 'Питань поки немає',
    more: 'Корисне',
    vocabulary: 'Словник споживача',
    support: 'Підтримка',
  },
  vocabulary: {
    title: 'Словник споживача',
    sections: 'Розділи словника',
    ogoClub: "Словник o'go Club",
    velo: 'Словник VELO',
  },
  page: {
    loadError: 'Не вдалося завантажити сторінку',
  },
  support: {
    faq: 'Питання і відповіді',
  },
  landing: {
    signIn: 'Увійти',
    toHome: 'На головну',
    register: 'Зареєструватися',
  },
  qr: {
    title: 'Скануй і отримуй XP',
    text: 'Ти перейшов за QR-кодом. Скануй коди на пачках у застосунку — XP нараховуються одразу.',
    scan: 'Сканувати пачку',
    signIn: 'Увійти, щоб сканувати',
    toHome: 'На головну',
  },
} as const;
