import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ExchangeProduct } from '@cx/bonuses-data-access';
import { ExchangeView } from './exchange-screen';

const item = (id: number, title: string, price_xp: number, extra: Partial<ExchangeProduct> = {}): ExchangeProduct => ({
  id,
  title,
  description_html: '',
  image: null,
  price_xp,
  active: true,
  stock: 3,
  product: 'glo',
  ...extra,
});

function renderExchange(products: ExchangeProduct[], balance?: number) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ExchangeView products={products} balance={balance} /> }),
    history: createMemoryHistory(),
    context: { queryClient: new QueryClient() },
  });
  render(<RouterProvider router={router} />);
}

describe('ExchangeView', () => {
  it('lists as available only what is on sale and in stock, and says what each still needs', async () => {
    renderExchange(
      [item(1, 'Чохол', 300), item(2, 'Термочашка', 1500), item(3, 'Кепка', 800, { stock: 0 }), item(4, 'Рюкзак', 2000, { active: false })],
      600,
    );
    const available = await screen.findByRole('list', { name: 'Доступні для обміну' });
    expect(within(available).getAllByRole('link').map((link) => link.textContent)).toEqual([
      expect.stringContaining('Чохол'),
      expect.stringContaining('Термочашка'),
    ]);
    expect(within(available).getByRole('link', { name: /Термочашка/ })).toHaveTextContent(/Ще 900\sXP — скануй пачки/);
    expect(within(available).getByRole('link', { name: /Чохол/ })).not.toHaveTextContent(/Ще/);
    const unavailable = screen.getByRole('list', { name: 'Зараз недоступні' });
    expect(within(unavailable).getByRole('link', { name: /Кепка/ })).toHaveTextContent('Немає в наявності');
    expect(within(unavailable).getByRole('link', { name: /Рюкзак/ })).toBeVisible();
    expect(within(unavailable).queryByText(/Ще/)).toBeNull();
  });
});
