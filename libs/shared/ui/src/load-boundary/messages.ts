/** Ukrainian texts of the shared error states. */
export const messages = {
  retry: 'Спробувати ще раз',
  errors: {
    offline: {
      title: 'Немає з’єднання',
      text: 'Перевір інтернет і спробуй ще раз.',
    },
    unavailable: {
      title: 'Не вдалося завантажити',
      text: 'Сервіс тимчасово недоступний. Спробуй ще раз за хвилину.',
    },
    'not-found': {
      title: 'Сторінку не знайдено',
      text: 'Можливо, її видалили або посилання застаріло.',
    },
  },
} as const;
