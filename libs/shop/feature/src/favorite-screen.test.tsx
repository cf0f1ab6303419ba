import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavoriteScreen } from './favorite-screen';
import { device, sticks, testBrand } from './testing/catalogue';
import { ShopHarness, type FakeBackend } from './testing/shop-harness';

const open = (backend: FakeBackend, favorites: number[]) =>
  render(<ShopHarness screen={FavoriteScreen} pattern="/shop/favorite" path="/shop/favorite" brand={testBrand()} backend={backend} favorites={favorites} />);

describe('FavoriteScreen', () => {
  it('lists the starred products, newest first, with links to their pages', async () => {
    open({ products: [sticks, device] }, [device.id, sticks.id]);
    const list = await screen.findByRole('list', { name: 'Обране' });
    const links = Array.from(list.querySelectorAll('a'), (link) => link.getAttribute('href'));
    expect(links).toEqual(['/shop/devices/202', '/shop/sticks/201']);
  });

  it('says there is nothing starred yet without asking the server', async () => {
    open({ hang: true }, []);
    expect(await screen.findByText('В обраному поки порожньо')).toBeVisible();
    expect(screen.queryByText('Завантаження…')).toBeNull();
  });

  it("says a failure in the catalogue's words, and recovers on retry", async () => {
    const backend: FakeBackend = { products: [sticks], fail: true };
    open(backend, [sticks.id]);
    expect(await screen.findByText('Перевір з’єднання з інтернетом і спробуй ще раз.')).toBeVisible();
    backend.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('link', { name: /neo Dark Tobacco/ })).toBeVisible();
  });
});
