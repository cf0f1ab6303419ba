import { messages } from './messages';

/** Ukrainian texts of the 404 screen (spec §2, §8). */
export const notFoundMessages = {
  title: 'Сторінку не знайдено',
  code: '404',
  text: 'Схоже, з посиланням щось не так. Перевір адресу або повернись на головну.',
  /** The technical line spec §8 prescribes for a missing page. */
  detail: (path: string) => `Page not found: ${path}`,
  toHome: messages.toHome,
} as const;
