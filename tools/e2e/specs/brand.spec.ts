import { test, expect, type Page } from '../fixtures';
import type { Expected } from '../expected';
import { API_KEY, TEST_PHONES, signIn } from '../auth';
import { apiUrl } from '../ports';

/**
 * Brands that look like brands, and content that is no placeholder. The expected values are the
 * brand's e2e project's expected.json (what the brand team signed off), not read from the brand
 * libraries.
 */

/** The header's logo: an inline SVG image named after the brand, drawn from paths. */
async function expectLogo(page: Page, expected: Expected) {
  const logo = page.getByRole('banner').getByRole('img', { name: expected.logo.label, exact: true });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('data-brand-logo', expected.id);
  expect(await logo.locator('path').count()).toBeGreaterThanOrEqual(expected.logo.minPaths);
  // The header may re-render under the check (its measured height): ask until the box is there.
  await expect.poll(async () => (await logo.boundingBox())?.height).toBe(28);
}

/** Every <img> under `scope` has loaded a picture (not a broken or empty one). */
async function expectLoadedImages(page: Page, selector: string) {
  const images = page.locator(selector);
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() => images.evaluateAll((nodes) => nodes.every((node) => (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  return images;
}

test.describe('brand identity', () => {
  test('the header shows the brand’s logo, and the shapes are the brand’s own @smoke', async ({ page, expected }) => {
    await page.goto('/auth');
    await expectLogo(page, expected);
    await expect(page.getByRole('banner')).not.toContainText('support@example.com');

    const button = page.getByRole('button', { name: 'Отримати код' });
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('text-transform', expected.button.textTransform);
    await expect(button).toHaveCSS('border-top-left-radius', expected.button.radius);
  });

  test('the registration agreement reads as Ukrainian', async ({ page }) => {
    await page.goto('/registration');
    await expect(page.getByText('Погоджуюся з Угодою з користувачем')).toBeVisible();
  });
});

test.describe('real content, no placeholders', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await signIn(page, TEST_PHONES.ageVerified);
  });

  test('support shows the brand’s own contacts', async ({ page, expected }) => {
    const { support } = expected;
    await page.goto('/support');
    await expectLogo(page, expected);
    const contacts = page.getByTestId('support-contacts');
    await expect(contacts.getByRole('link', { name: new RegExp(support.hotline) })).toHaveAttribute('href', support.hotlineHref);
    if (support.email) {
      await expect(contacts.getByRole('link', { name: new RegExp(support.email) })).toHaveAttribute('href', `mailto:${support.email}`);
    } else {
      // No real support address in the brand config: the line is left out, never a placeholder.
      await expect(contacts.locator('a[href^="mailto:"]')).toHaveCount(0);
    }
    await expect(page.locator('main')).not.toContainText(/example\.com|\.example\b/);
  });

  test('stores have addresses, hours and a map link', async ({ page, expected }) => {
    await page.goto('/glo-studio');
    await expect(page.getByRole('heading', { level: 3, name: expected.content.storeName })).toBeVisible();
    const maps = page.getByRole('link', { name: 'Відкрити на мапі' });
    expect(await maps.count()).toBeGreaterThanOrEqual(4);
    await expect(maps.first()).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(maps.first()).toHaveAttribute('target', '_blank');
    expect(await page.getByText(/Графік:/).count()).toBe(await maps.count());
  });

  test('offers promise only what the brand gives', async ({ page, expected }) => {
    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Пропозиції' })).toBeVisible();
    const main = page.locator('main');
    await expect(main).toContainText('10 XP за кожну пачку');
    await expect(main).not.toContainText(/подвійн|удвічі/i);
    if (!expected.shop.velo) await expect(main).not.toContainText('VELO');
    else await expect(main).toContainText('VELO-20%');
  });

  test('the exchange renders its rich text and shows pictures, not text tiles', async ({ page, expected, request }) => {
    await page.goto('/exchange');
    const images = await expectLoadedImages(page, 'main img');
    const src = await images.first().getAttribute('src');
    expect(src).toBeTruthy();
    const picture = await request.get(src ?? '');
    expect(picture.headers()['content-type']).toContain('image/svg+xml');
    const svg = await picture.text();
    expect(svg).not.toMatch(/<text|&lt;p&gt;/);

    await page.getByRole('link', { name: new RegExp(expected.shop.exchange) }).click();
    await expect(page.getByRole('heading', { level: 1, name: expected.shop.exchange })).toBeVisible();
    await expectLoadedImages(page, 'main img');
    const main = page.locator('main');
    await expect(main.locator('p, li').first()).toBeVisible();
    await expect(main).not.toContainText('<p>');
    await expect(main).not.toContainText('</');
  });

  test('catalogue products are pictures, not text tiles', async ({ page, expected, request }) => {
    await page.goto(`/shop/${expected.shop.pictureList.id}`);
    const images = await expectLoadedImages(page, 'main img');
    const sources = await images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources.slice(0, 3)) {
      const picture = await request.get(src, { headers: { 'X-Api-Key': API_KEY } });
      expect(picture.ok(), src).toBe(true);
      expect(await picture.text(), src).not.toContain('<text');
    }
    expect(sources.every((src) => src.startsWith(apiUrl()) || src.startsWith('data:'))).toBe(true);
  });
});
