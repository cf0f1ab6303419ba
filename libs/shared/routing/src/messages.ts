/**
 * Ukrainian texts of the router-level screens (spec §2, §8): the error screen's, in the main
 * bundle with it; the 404 screen's are not-found-messages.ts, in its chunk.
 */
export const messages = {
  toHome: 'На головну',
  errorTitle: 'Щось пішло не так',
  errorText: 'Ми вже знаємо про проблему. Спробуй ще раз або повернись на головну.',
  retry: 'Спробувати ще раз',
  offlineErrorText: 'Немає з’єднання з інтернетом. Перевір мережу та спробуй ще раз.',
} as const;
