/** Every Ukrainian text the checkout screens show, in one place (ARCHITECTURE §10). */
export const messages = {
  title: 'Новий розділ',
  intro: 'Тут скоро з’явиться вміст.',
} as const;
