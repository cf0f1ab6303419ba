import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows a count, capped at max', () => {
    const { rerender, container } = render(<Badge count={7} />);
    expect(container).toHaveTextContent('7');
    rerender(<Badge count={120} />);
    expect(container).toHaveTextContent('99+');
    rerender(<Badge count={12} max={9} />);
    expect(container).toHaveTextContent('9+');
  });

  it('gives screen readers the label instead of the bare number', () => {
    render(
      <p>
        Кошик <Badge count={3} label="3 товари в кошику" />
      </p>,
    );
    expect(screen.getByText('3 товари в кошику')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows text children', () => {
    render(<Badge tone="success">Новинка</Badge>);
    expect(screen.getByText('Новинка')).toBeInTheDocument();
  });
});
