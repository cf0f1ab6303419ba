import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BonusHistory, ExchangeProduct } from '@cx/bonuses-data-access';
import { ExchangeProductView } from './exchange-product-screen';
import { XpHistoryView } from './xp-history-screen';

const demoBonusHistory: BonusHistory = {
  transactions: [
    { id: 't2', date: '2025-01-15T10:00:00.000Z', amount: -50, type: 'exchange', description: 'Обмін XP', order_id: null },
    { id: 't1', date: '2025-01-10T10:00:00.000Z', amount: 120, type: 'scan', description: 'Сканування пачок', order_id: null },
  ],
  summary: { earned: 120, spent: 50, balance: 70, pending: 0 },
};

const product: ExchangeProduct = {
  id: 1,
  title: 'Чохол',
  description_html: '',
  image: null,
  price_xp: 300,
  active: true,
  stock: 2,
  product: 'glo',
};

describe('XpHistoryView', () => {
  it('lists the transactions with signed amounts and the summary', () => {
    render(<XpHistoryView history={demoBonusHistory} />);
    expect(screen.getByTestId('xp-balance')).toHaveTextContent('70');
    const [january] = screen.getAllByTestId('xp-transactions');
    if (!january) throw new Error('no transactions list');
    expect(within(january).getByText('Обмін XP')).toBeInTheDocument();
    expect(within(january).getByText(/−50/)).toBeInTheDocument();
    expect(within(january).getByText(/\+120/)).toBeInTheDocument();
  });

  it('says how many offline scans still wait', () => {
    render(<XpHistoryView history={demoBonusHistory} pendingScans={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('2 сканувань очікують');
  });
});

describe('ExchangeProductView', () => {
  const base = { product, descriptionHtml: null, quantity: 1, onQuantityChange: vi.fn(), onExchange: vi.fn() };

  it('lets the customer exchange when the balance covers it, within stock', async () => {
    const onQuantityChange = vi.fn();
    render(<ExchangeProductView {...base} balance={1000} quantity={2} onQuantityChange={onQuantityChange} />);
    expect(screen.getByRole('button', { name: /Обміняти/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Більше' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Менше' }));
    expect(onQuantityChange).toHaveBeenCalledWith(1);
  });

  it('says how much XP is missing and blocks the exchange', () => {
    render(<ExchangeProductView {...base} balance={100} />);
    expect(screen.getByRole('button', { name: /Обміняти/ })).toBeDisabled();
    expect(screen.getByText(/Не вистачає 200/)).toBeInTheDocument();
  });

  it('offers no exchange for an inactive product', () => {
    render(<ExchangeProductView {...base} product={{ ...product, active: false }} balance={1000} />);
    expect(screen.queryByRole('button', { name: /Обміняти/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('недоступний');
  });
});
