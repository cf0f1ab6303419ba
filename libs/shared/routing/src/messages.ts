/** Ukrainian texts of the router-level screens (spec §2, §8). */
export const messages = {
  notFoundTitle: 'Сторінку не знайдено',
  notFoundCode: '404',
  notFoundText: 'Схоже, з посиланням щось не так. Перевірте адресу або поверніться на головну.',
  /** The technical line spec §8 prescribes for a missing page. */
  notFoundDetail: (path: string) => `Page not found: ${path}`,
  toHome: 'На головну',
  errorTitle: 'Щось пішло не так',
  errorText: 'Ми вже знаємо про проблему. Спробуйте ще раз або поверніться на головну.',
  retry: 'Спробувати ще раз',
  offlineErrorText: 'Немає з’єднання з інтернетом. Перевірте мережу та спробуйте ще раз.',
} as const;
