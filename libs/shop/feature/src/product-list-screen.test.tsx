import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductListScreen } from './product-list-screen';
import { CatalogueScreen } from './catalogue-screen';
import { device, sticks, testBrand } from './testing/catalogue';
import { ShopHarness, type FakeBackend } from './testing/shop-harness';

describe('ProductListScreen', () => {
  it("lists the list's products with links to their pages", async () => {
    render(<ShopHarness screen={ProductListScreen} pattern="/shop/$list" path="/shop/sticks" brand={testBrand()} backend={{ lists: { sticks: [sticks, device] } }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Стіки' })).toBeVisible();
    // The tab names the list, not the route's general "Каталог".
    expect(document.title).toBe('Стіки — glo');
    const list = await screen.findByRole('list', { name: 'Стіки' });
    expect(list.querySelectorAll('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /neo Dark Tobacco/ })).toHaveAttribute('href', '/shop/sticks/201');
    const images = list.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('width', '160');
  });

  it('shows skeletons while loading and an error with retry when the call fails', async () => {
    const { unmount } = render(<ShopHarness screen={ProductListScreen} pattern="/shop/$list" path="/shop/sticks" brand={testBrand()} backend={{ hang: true }} />);
    expect(await screen.findByText('Завантаження…')).toBeInTheDocument();
    unmount();
    render(<ShopHarness screen={ProductListScreen} pattern="/shop/$list" path="/shop/sticks" brand={testBrand()} backend={{ fail: true }} />);
    expect(await screen.findByRole('button', { name: 'Спробувати ще раз' })).toBeVisible();
  });

  it("keeps the catalogue's words for a failure, and its retry reads the list again", async () => {
    const backend: FakeBackend = { lists: { sticks: [sticks] }, fail: true };
    render(<ShopHarness screen={ProductListScreen} pattern="/shop/$list" path="/shop/sticks" brand={testBrand()} backend={backend} />);
    expect(await screen.findByText('Не вдалося завантажити')).toBeVisible();
    expect(screen.getByText('Перевір з’єднання з інтернетом і спробуй ще раз.')).toBeVisible();
    backend.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('link', { name: /neo Dark Tobacco/ })).toBeVisible();
    expect(screen.queryByText('Не вдалося завантажити')).toBeNull();
  });

  it('says when a list is empty', async () => {
    render(<ShopHarness screen={ProductListScreen} pattern="/shop/$list" path="/shop/devices" brand={testBrand()} backend={{ lists: {} }} />);
    expect(await screen.findByText('У цьому розділі поки немає товарів')).toBeVisible();
    expect(document.title).toBe('Пристрої — glo');
  });
});

describe('CatalogueScreen', () => {
  it("shows the brand's own lists, favourites and the cart", async () => {
    render(<ShopHarness screen={CatalogueScreen} pattern="/shop" path="/shop" brand={testBrand('ogo')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'VELO' })).toHaveAttribute('href', '/shop/ogo-velo');
    expect(screen.getByRole('link', { name: /Бонусні товари/ })).toHaveAttribute('href', '/shop/ogo-bonus');
    expect(screen.queryByRole('link', { name: 'Стіки' })).toBeNull();
    expect(screen.getByRole('link', { name: /Обране/ })).toHaveAttribute('href', '/shop/favorite');
  });
});
