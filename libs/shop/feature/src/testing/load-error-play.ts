import { expect, type within } from 'storybook/test';

/**
 * A story's play: the screen's ScreenBoundary shows the catalogue's own failure words, with a retry
 * (the shop's LoadError as its renderError).
 */
export async function showsLoadError({ canvas }: { canvas: ReturnType<typeof within> }) {
  await expect(await canvas.findByText('Перевір з’єднання з інтернетом і спробуй ще раз.')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();
}
