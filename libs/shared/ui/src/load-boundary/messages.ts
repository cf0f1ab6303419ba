/** Ukrainian texts of the shared error states. */
export const messages = {
  retry: 'Спробувати ще раз',
  errors: {
    // A screen with nothing saved on the device: it needs the connection, and comes by itself
    // when the connection is back (LoadBoundary retries then).
    offline: {
      title: 'Потрібне з’єднання з інтернетом',
      text: 'Цього екрана ще немає на пристрої. Він відкриється сам, щойно з’єднання повернеться.',
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
