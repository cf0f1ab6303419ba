import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetailView, type OrderDetail } from './order-detail-screen';

const stored: Omit<OrderDetail, 'quote'> = {
  id: 7,
  name: '#1007',
  created_at: '2026-12-02T10:00:00Z',
  financial_status: 'pending',
  fulfillment_status: null,
  total_price: 280,
  line_items: [{ variant_id: 1, title: 'VELO Freeze Max', quantity: 2, price: 140 }],
  shipping_address: null,
  shipping_lines: [{ title: 'Безкоштовна доставка', price: 0 }],
  payment_gateway_names: ['cash_on_delivery'],
};

describe('OrderDetailView', () => {
  it('tells the order as the cart and checkout did: lines before the discount, the promo with its code, the shipping title, the gift', () => {
    render(
      <OrderDetailView
        canFeedback={false}
        order={{
          ...stored,
          quote: {
            lines: [
              { variant_id: 1, title: 'VELO Freeze Max', quantity: 2, subtotal: 350, xp_price: 0, gift: false },
              { variant_id: 9, title: 'Футляр VELO', quantity: 1, subtotal: 0, xp_price: 0, gift: true },
            ],
            subtotal: 350,
            discounts: [{ code: 'VELO-20%', title: 'Промокод VELO-20%', amount: 70 }],
            shipping: { title: 'Доставка Новою поштою за тарифом перевізника', price: 0, code: 'postal' },
            total: 280,
            xp_total: 0,
            xp_earned: 14,
            paid_with_xp: false,
          },
        }}
      />,
    );
    const lines = screen.getAllByTestId('order-line');
    expect(lines.map((line) => line.textContent)).toEqual([expect.stringMatching(/VELO Freeze Max × 2.*350/), expect.stringMatching(/Футляр VELO × 1/)]);
    expect(within(lines[1] as HTMLElement).queryByText(/350/)).toBeNull();
    expect(screen.getByTestId('order-discount').textContent).toMatch(/Промокод VELO-20%.*70/);
    expect(screen.getByTestId('order-shipping').textContent).toMatch(/за тарифом перевізника/);
    expect(screen.getByTestId('order-shipping').textContent).not.toMatch(/0 грн/);
    expect(screen.getByTestId('order-total').textContent).toMatch(/280/);
  });

  it('an order kept without the server figures still shows its stored lines and total', () => {
    render(<OrderDetailView canFeedback={false} order={{ ...stored, quote: null }} />);
    expect(screen.getByTestId('order-detail-lines').textContent).toMatch(/VELO Freeze Max × 2.*280/);
    expect(screen.queryByTestId('order-total')).toBeNull();
  });
});
