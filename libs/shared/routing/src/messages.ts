/** Ukrainian texts of the router-level screens (spec §2, §8). */
export const messages = {
  notFoundTitle: 'Сторінку не знайдено',
  notFoundCode: '404',
  notFoundText: 'Схоже, з посиланням щось не так. Перевір адресу або повернись на головну.',
  /** The technical line spec §8 prescribes for a missing page. */
  notFoundDetail: (path: string) => `Page not found: ${path}`,
  toHome: 'На головну',
  errorTitle: 'Щось пішло не так',
  errorText: 'Ми вже знаємо про проблему. Спробуй ще раз або повернись на головну.',
  retry: 'Спробувати ще раз',
  offlineErrorText: 'Немає з’єднання з інтернетом. Перевір мережу та спробуй ще раз.',
} as const;
