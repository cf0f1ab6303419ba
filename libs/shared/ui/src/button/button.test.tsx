import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" by default and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Увійти</Button>);
    const button = screen.getByRole('button', { name: 'Увійти' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('applies variant, size and full width', () => {
    render(
      <Button variant="danger" size="lg" fullWidth>
        Видалити
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Видалити' });
    expect(button.className).toMatch(/danger/);
    expect(button.className).toMatch(/lg/);
    expect(button.className).toMatch(/fullWidth/);
  });

  it('while loading is busy, keeps its name and ignores clicks and submits', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Оформити замовлення
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Оформити замовлення' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders a link when given href', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <Button href="/shop" variant="secondary" onClick={onClick}>
        До каталогу
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'До каталогу' });
    expect(link).toHaveAttribute('href', '/shop');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('a loading link does not navigate', async () => {
    const onClick = vi.fn();
    render(
      <Button href="/pay" loading onClick={onClick}>
        Оплатити
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Оплатити' });
    expect(link).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Так</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  it('shows icons beside the label', () => {
    render(
      <Button leadingIcon={<svg data-testid="icon" aria-hidden="true" />}>Сканувати</Button>,
    );
    expect(screen.getByRole('button', { name: 'Сканувати' })).toContainElement(
      screen.getByTestId('icon'),
    );
  });
});
