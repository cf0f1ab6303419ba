import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows title, text and action, with a decorative icon', () => {
    const { container } = render(
      <EmptyState
        icon={<svg />}
        title="Кошик порожній"
        text="Додай товари з каталогу."
        action={<a href="/shop">До каталогу</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Кошик порожній' })).toBeInTheDocument();
    expect(screen.getByText('Додай товари з каталогу.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'До каталогу' })).toHaveAttribute('href', '/shop');
    expect(container.querySelector('svg')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes another heading level', () => {
    render(<EmptyState title="Сторінку не знайдено" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Сторінку не знайдено');
  });
});
