import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CartButton } from './cart-button';

describe('CartButton', () => {
  it('says how many items the cart holds', () => {
    render(<CartButton count={3} href="/shop/cart" />);
    expect(screen.getByRole('link', { name: 'Кошик, 3 товари' })).toHaveAttribute('href', '/shop/cart');
  });

  it('announces an added item, but not the first render or a removal', () => {
    const { rerender } = render(<CartButton count={1} href="/shop/cart" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<CartButton count={2} href="/shop/cart" />);
    expect(screen.getByRole('status')).toHaveTextContent('Додано в кошик. У кошику 2 товари.');
    rerender(<CartButton count={5} href="/shop/cart" />);
    expect(screen.getByRole('status')).toHaveTextContent('У кошику 5 товарів.');
  });

  it('names an empty cart', () => {
    render(<CartButton count={0} href="/shop/cart" />);
    expect(screen.getByRole('link', { name: 'Кошик порожній' })).toBeVisible();
  });
});
