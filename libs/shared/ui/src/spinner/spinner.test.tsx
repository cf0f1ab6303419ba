import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status announcing "Завантаження…" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Завантаження…');
  });

  it('takes another label', () => {
    render(<Spinner label="Надсилаємо код…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Надсилаємо код…');
  });

  it('is invisible to assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
