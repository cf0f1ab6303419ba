/** Ukrainian texts of the content skeletons. */
export const messages = {
  loading: 'Завантаження…',
} as const;
