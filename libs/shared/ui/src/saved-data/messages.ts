/** Ukrainian texts of the saved-data line. */
export const messages = {
  offline: 'Показуємо збережене.',
  refreshFailed: 'Не вдалося оновити.',
  today: (time: string) => `Оновлено о ${time}`,
  onDay: (date: string, time: string) => `Оновлено ${date} о ${time}`,
} as const;
