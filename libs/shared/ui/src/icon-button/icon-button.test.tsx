import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArrowLeftIcon } from '../icons/icons';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label and clickable', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Назад" icon={<ArrowLeftIcon />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Назад' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('renders a link with href', () => {
    render(<IconButton label="Назад" icon={<ArrowLeftIcon />} href="/news" />);
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/news');
  });

  it('shows a badge but takes its name from the label alone', () => {
    render(<IconButton label="Кошик, 120 товарів" icon={<ArrowLeftIcon />} badge={<span>99+</span>} />);
    const button = screen.getByRole('button', { name: 'Кошик, 120 товарів' });
    expect(button).toHaveTextContent('99+');
    expect(screen.getByText('99+').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
