import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProductCard, ProductGrid, ProductGridItem } from './product-card';
import { sampleProducts } from './testing/sample-products';

const [device, sticks, cap, cable] = sampleProducts as [typeof sampleProducts[0], typeof sampleProducts[0], typeof sampleProducts[0], typeof sampleProducts[0]];

describe('ProductCard', () => {
  it('links the product and shows price, old price, XP earned', () => {
    render(<ProductCard product={device} href="/shop/devices/1" />);
    const card = screen.getByRole('article', { name: 'glo hyper pro' });
    expect(screen.getByRole('link', { name: /glo hyper pro/ })).toHaveAttribute('href', '/shop/devices/1');
    expect(card).toHaveTextContent('1 299 грн');
    const old = card.querySelector('s');
    expect(old).toHaveTextContent('Стара ціна 1 599 грн');
    expect(old).toBeVisible();
    expect(card).toHaveTextContent('Нарахуємо 130 XP за покупку');
  });

  it('shows the pack quantity', () => {
    render(<ProductCard product={sticks} href="#" />);
    expect(screen.getByText('20 шт. в упаковці')).toBeVisible();
  });

  it('prices a bonus item in XP', () => {
    render(<ProductCard product={cap} href="#" />);
    expect(screen.getByRole('article')).toHaveTextContent('800 XP');
    expect(screen.getByRole('article')).not.toHaveTextContent('грн');
  });

  it('says when a product is sold out', () => {
    render(<ProductCard product={cable} href="#" />);
    expect(screen.getByText('Немає в наявності')).toBeVisible();
  });

  it('sizes its image and loads it lazily unless it is a priority card', () => {
    const { rerender, container } = render(<ProductCard product={sticks} href="#" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '160');
    expect(image).toHaveAttribute('loading', 'lazy');
    rerender(<ProductCard product={sticks} href="#" priority />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('uses the link the app renders', () => {
    render(<ProductCard product={sticks} renderLink={(props) => <a href="/custom" data-router {...props} />} />);
    expect(screen.getByRole('link')).toHaveAttribute('data-router');
  });

  it('sits in a named list', () => {
    render(
      <ProductGrid label="Стіки">
        <ProductGridItem>
          <ProductCard product={sticks} href="#" />
        </ProductGridItem>
      </ProductGrid>,
    );
    expect(screen.getByRole('list', { name: 'Стіки' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
