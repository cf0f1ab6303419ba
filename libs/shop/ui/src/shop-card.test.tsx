import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ShopCard } from './shop-card';

describe('ShopCard', () => {
  it('is an article named by its title that shows its content', () => {
    render(<ShopCard title="Заголовок">Вміст картки</ShopCard>);
    const card = screen.getByRole('article', { name: 'Заголовок' });
    expect(card).toBeVisible();
    expect(card).toHaveTextContent('Вміст картки');
  });
});
