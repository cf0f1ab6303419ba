import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createRootRoute, createRouter, createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
import type { ExchangeProduct } from '@cx/bonuses-data-access';
import { BalanceView, HomeView } from './home-screen';
import { NextRewardView, rewardProgress } from './next-reward';

const brand = {
  displayName: "o'go",
  copy: { homeTitle: "Вітаємо в o'go Club", homeLead: 'Збирай XP.' },
  hiddenRoutes: ['/why-ogo'],
  id: 'glo',
  sister: { id: 'ogo', displayName: "o'go", origin: 'http://localhost:4202' },
} as unknown as BrandConfig;

function renderHome(balance = <BalanceView xp={1250} />) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <HomeView balance={balance} /> }),
    history: createMemoryHistory(),
    context: { queryClient: new QueryClient() },
  });
  render(
    <BrandProvider brand={brand}>
      <RouterProvider router={router} />
    </BrandProvider>,
  );
}

describe('HomeScreen', () => {
  it("greets the customer with the brand's own copy and shows the XP", async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("Вітаємо в o'go Club");
    expect(screen.getByText('Збирай XP.')).toBeVisible();
    expect(screen.getByTestId('home-xp')).toHaveTextContent(/1\s250\sXP/);
  });

  it('has shortcuts to scanning, the catalogue, invite and news', async () => {
    renderHome();
    const nav = await screen.findByRole('navigation', { name: 'Швидкі дії' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Сканувати', '/scanning'],
      ['Каталог', '/shop'],
      ['Запросити друга', '/invite-friend'],
      ['Новини', '/news'],
    ]);
  });

  it('opens the whole account area from home, less the routes the brand does not serve', async () => {
    renderHome();
    const xp = await screen.findByRole('navigation', { name: 'Мої XP' });
    const account = screen.getByRole('navigation', { name: 'Мій кабінет' });
    const hrefs = [xp, account].flatMap((nav) => Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/history-bonuses',
      '/exchange',
      '/get-xp',
      '/scanbox',
      '/history-order',
      '/profile',
      '/my-devices',
      '/certificates',
      '/invite-friend',
      '/subscription',
      '/marathon',
      '/offers',
      '/go-buy',
    ]);
  });
});

describe('the next reward under the balance', () => {
  const item = (id: number, price_xp: number, extra: Partial<ExchangeProduct> = {}): ExchangeProduct => ({
    id,
    title: `Товар ${id}`,
    description_html: '',
    image: null,
    price_xp,
    active: true,
    stock: 5,
    product: 'glo',
    ...extra,
  });

  it('aims at the cheapest item out of reach and counts what can be exchanged now, in stock and active only', () => {
    const items = [item(1, 300), item(2, 2000), item(3, 1500), item(4, 100, { stock: 0 }), item(5, 200, { active: false }), item(6, 1200, { stock: 0 })];
    expect(rewardProgress(600, items)).toEqual({ affordable: 1, goal: { title: 'Товар 3', price: 1500 } });
    expect(rewardProgress(5000, items)).toEqual({ affordable: 3, goal: null });
    expect(rewardProgress(0, [])).toEqual({ affordable: 0, goal: null });
  });

  it('says how much is still needed, with a progress bar, and links to the exchange when something is affordable', async () => {
    renderHome(<NextRewardView balance={600} progress={{ affordable: 1, goal: { title: 'Термочашка', price: 1500 } }} />);
    const bar = await screen.findByRole('progressbar', { name: 'Прогрес до «Термочашка»' });
    expect(bar).toHaveAttribute('value', '600');
    expect(bar).toHaveAttribute('max', '1500');
    expect(screen.getByText(/^Ще 900\sXP до «Термочашка»/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Вистачає на обмін: 1 товар' })).toHaveAttribute('href', '/exchange');
  });
});
