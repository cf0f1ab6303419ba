/** Ukrainian texts of the content pieces. */
export const messages = {
  loading: 'Завантаження…',
  support: {
    title: 'Зв’язатися з нами',
    phone: 'Гаряча лінія',
    email: 'Напиши нам — відповімо протягом доби',
    chat: 'Чат підтримки',
    chatHint: 'Відповідаємо в робочий час гарячої лінії',
    newWindow: 'відкриється в новому вікні',
  },
} as const;
