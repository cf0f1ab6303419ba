import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createRootRoute, createRouter, createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
import { BalanceView, HomeView } from './home-screen';

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
