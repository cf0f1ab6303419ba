import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
import { SessionProvider, type Session } from '@cx/shared-session';
import { STORAGE_KEYS } from '@cx/shared-util-storage';
import { isCurrentTab, tabSearch } from './bottom-nav';
import { AccountLayout, ForallLayout, OgoFooterLayout } from './account-layouts';
import { DefaultLayout, ErrorLayout } from './layouts';

const brand = {
  id: 'glo',
  displayName: 'glo',
  social: [{ id: 'telegram', label: 'Telegram', url: 'https://t.me/glo_ukraine' }],
  sister: { id: 'ogo', displayName: "o'go", origin: 'http://localhost:4202' },
  logo: { label: 'glo', viewBox: '0 0 62 34', linecap: 'butt', shapes: [{ d: 'M26 2v25', tone: 'text', stroke: 3.5 }] },
} as BrandConfig;

/** One layout route with a few of the spec's paths under it, rendered at `path`. */
function renderLayout(Layout: () => ReactElement, path: string) {
  const root = createRootRoute({ component: Outlet });
  const layout = createRoute({ getParentRoute: () => root, id: '_layout', component: Layout });
  const screens = ['/', '/vocabulary', '/news/$newsId', '/shop/payment', '/shop/$list', '/auth'].map((p) =>
    createRoute({
      getParentRoute: () => layout,
      path: p,
      component: () => (
        <main>
          <h1>Екран {p}</h1>
        </main>
      ),
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren([layout.addChildren(screens)]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // The cart badge reads the session's store; nothing here resets it.
  const session = { onStateReset: () => () => undefined } as unknown as Session;
  // The signed-in layouts read the query cache (the saved-data line).
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BrandProvider brand={brand}>
        <SessionProvider session={session}>
          <RouterProvider router={router as never} />
        </SessionProvider>
      </BrandProvider>
    </QueryClientProvider>,
  );
}

const backLink = () => screen.queryByRole('link', { name: 'Назад' });
const backButton = () => screen.queryByRole('button', { name: 'Назад' });

describe('layouts and their back arrows (spec §2)', () => {
  it('account: brand header with the menu and bottom navigation; no back arrow on home', async () => {
    renderLayout(AccountLayout, '/');
    await screen.findByRole('heading', { name: 'Екран /' });
    expect(screen.getByRole('button', { name: 'Меню' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Основна навігація' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Головна' })).toHaveAttribute('aria-current', 'page');
    expect(backLink()).toBeNull();
    expect(backButton()).toBeNull();
  });

  it('vocabulary goes back to faq', async () => {
    renderLayout(AccountLayout, '/vocabulary');
    await screen.findByRole('heading', { name: 'Екран /vocabulary' });
    expect(backLink()).toHaveAttribute('href', '/faq');
  });

  it.each([
    ['/news/42', '/news'],
    ['/shop/payment', '/shop/delivery'],
  ])('%s goes back to %s', async (path, target) => {
    renderLayout(AccountLayout, path);
    await screen.findByRole('heading');
    expect(backLink()).toHaveAttribute('href', target);
  });

  it('other screens go back in history, with the same kind of control (a link)', async () => {
    renderLayout(AccountLayout, '/shop/sticks');
    await screen.findByRole('heading', { name: 'Екран /shop/$list' });
    // Opened straight here: home is where back leads.
    expect(backLink()).toHaveAttribute('href', '/');
    expect(backButton()).toBeNull();
  });

  it('default (sign-in flow): the brand’s name only — no back arrow, no menu', async () => {
    renderLayout(DefaultLayout, '/auth');
    await screen.findByRole('heading', { name: 'Екран /auth' });
    // The header names the brand with its logo: an image drawn from the brand config's shapes.
    const logo = screen.getByRole('img', { name: 'glo' });
    expect(screen.getByRole('banner')).toContainElement(logo);
    expect(logo.querySelector('path')).toHaveAttribute('d', 'M26 2v25');
    expect(backLink()).toBeNull();
    expect(backButton()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Меню' })).toBeNull();
  });

  it('forall (public pages): no signed-in menu', async () => {
    renderLayout(ForallLayout, '/vocabulary');
    await screen.findByRole('heading');
    expect(screen.queryByRole('button', { name: 'Меню' })).toBeNull();
  });

  it('ogo-footer: the brand’s footer with its social pages', async () => {
    renderLayout(OgoFooterLayout, '/shop/sticks');
    await screen.findByRole('heading');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Лише для повнолітніх');
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/glo_ukraine');
  });

  it('error: no menu, no navigation', async () => {
    renderLayout(ErrorLayout, '/shop/sticks');
    await screen.findByRole('heading');
    expect(screen.queryByRole('button', { name: 'Меню' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the tab bar', () => {
  it('shows the cart count on "Кошик" and opens the cart with this page as its referrer', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cart('glo'),
      JSON.stringify({
        version: 1,
        comment: '',
        promoCodes: [],
        lines: [
          { variant_id: 11, id: 1, collectionId: 'sticks', title: 'A', subTitle: '', price: 100, bonuses: 0, count: 2, quantity: 20, tags: [] },
          { variant_id: 12, id: 2, collectionId: 'sticks', title: 'B', subTitle: '', price: 100, bonuses: 0, count: 1, quantity: 20, tags: [] },
        ],
      }),
    );
    try {
      renderLayout(AccountLayout, '/shop/sticks');
      const cart = await screen.findByRole('link', { name: /Кошик/ });
      expect(cart).toHaveAttribute('href', `/shop/cart?from=${encodeURIComponent('/shop/sticks')}`);
      expect(await screen.findByTestId('bottom-nav-cart-count')).toHaveTextContent('3');
      expect(cart).toHaveAccessibleName('Кошик, товарів: 3');
    } finally {
      localStorage.clear();
    }
  });

  it('marks the tab of the current area', () => {
    expect(isCurrentTab('/shop/sticks/1', '/shop')).toBe(true);
    expect(isCurrentTab('/shop/cart', '/shop')).toBe(false);
    expect(isCurrentTab('/shop/cart', '/shop/cart')).toBe(true);
    expect(isCurrentTab('/scanning', '/')).toBe(false);
  });

  it('leaves the other tabs and the cart itself without a referrer', () => {
    expect(tabSearch('/shop', '/news?x=1')).toBeUndefined();
    expect(tabSearch('/shop/cart', '/news?x=1')).toEqual({ from: '/news?x=1' });
    expect(tabSearch('/shop/cart', '/shop/cart?from=/news')).toBeUndefined();
  });
});
