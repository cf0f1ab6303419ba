import { test, expect } from '../fixtures';
import { registerCustomer, signIn } from '../auth';

/**
 * XP known before it is needed (issue #37): a customer without the XP for a bonus item is told on
 * its page what they have and lack, and cannot take it; a cart that holds it anyway (a device's
 * old cart, or one edited by hand) says so once and its order button waits, and the server
 * refuses the order (apps/api/test/pricing.test.ts: insufficient_xp).
 */
test('a bonus item the XP does not cover: its page says what is missing, the cart says it once and waits', async ({ page, brand, expected }) => {
  const item = expected.shop.xpItem;
  // A new customer: no XP yet.
  const phone = await registerCustomer(page.request, brand);
  await page.goto('/shop');
  await signIn(page, phone);
  await page.goto(`/shop/${item.list}`);
  const listed = page.waitForResponse((response) => response.url().includes('/get-products-by-collection') && response.ok());
  await page.reload();
  const { products } = (await (await listed).json()) as { products: { title: string; id: number }[] };
  await page.getByRole('link', { name: new RegExp(item.product) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: item.product })).toBeVisible();

  const short = page.getByTestId('product-xp-short');
  await expect(short).toHaveText(new RegExp(`^У тебе \\d+\\sXP\\. Ще \\d[\\d\\s]*XP — скануй пачки$`));
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/скануй пачки/);

  // The item in the cart anyway, as the product page puts a line (lineFromProduct), then the cart.
  const product = products.find((entry) => entry.title === item.product) as unknown as CatalogueProduct | undefined;
  expect(product).toBeTruthy();
  await page.evaluate(({ key, line }) => localStorage.setItem(key, JSON.stringify({ version: 1, comment: '', promoCodes: [], lines: [line] })), {
    key: `cart:${brand}`,
    line: cartLineOf(product as CatalogueProduct),
  });
  await page.getByRole('link', { name: 'Кошик' }).first().click();
  await expect(page).toHaveURL(/\/shop\/cart/);
  const checkout = page.getByTestId('cart-checkout');
  await expect(checkout).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveText(new RegExp(`^Недостатньо XP: бракує ${item.xp}\\sXP\\.`));
  await expect(checkout).toHaveAccessibleDescription(/бракує/);
});

interface CatalogueProduct {
  id: number;
  collectionId: string;
  title: string;
  subTitle: string | null;
  quantity: number | null;
  tags: string[];
  image: string | null;
  xp_price: number;
  variants: { id: number; title: string; bonuses: number; quantity: number | null; packs: number | null; image: string | null; available: boolean }[];
}

/** The cart line the product page would add for the product's first variant (a bonus item: 0 грн, its XP price). */
function cartLineOf(product: CatalogueProduct) {
  const variant = product.variants.find((entry) => entry.available) ?? product.variants[0];
  if (!variant) throw new Error(`${product.title} has no variant`);
  return {
    variant_id: variant.id,
    id: product.id,
    collectionId: product.collectionId,
    title: product.title,
    subTitle: product.subTitle,
    price: 0,
    bonuses: variant.bonuses,
    quantity: product.quantity,
    pieces: variant.quantity,
    packs: variant.packs,
    tags: product.tags,
    variantTitle: product.variants.length > 1 ? variant.title : null,
    image: variant.image ?? product.image,
    xpPrice: product.xp_price,
    bonus: true,
    gift: false,
    count: 1,
  };
}
