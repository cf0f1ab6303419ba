export const messages = {
  shortcutsTitle: 'Швидкі дії',
} as const;
