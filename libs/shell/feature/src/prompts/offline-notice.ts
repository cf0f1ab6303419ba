/** The offline banner's words, apart: the banner is in the main bundle, the shell's table is not. */
export const OFFLINE_NOTICE = 'Немає з’єднання з інтернетом. Показуємо збережене.';
