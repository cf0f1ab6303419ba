import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonGroup } from './skeleton';

describe('Skeleton', () => {
  it('hides its shapes and announces one status', () => {
    const { container } = render(
      <SkeletonGroup>
        <Skeleton variant="circle" />
        <Skeleton variant="text" lines={3} />
        <Skeleton />
      </SkeletonGroup>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Завантаження…');
    const hidden = container.querySelectorAll('[aria-hidden="true"]');
    expect(hidden).toHaveLength(3);
  });

  it('draws the requested number of text lines', () => {
    const { container } = render(<Skeleton variant="text" lines={4} />);
    expect(container.firstElementChild?.children).toHaveLength(4);
  });

  it('takes a custom label and size', () => {
    const { container } = render(
      <SkeletonGroup label="Завантажуємо товари…">
        <Skeleton width={120} height={40} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Завантажуємо товари…');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({ width: '120px', height: '40px' });
  });
});
