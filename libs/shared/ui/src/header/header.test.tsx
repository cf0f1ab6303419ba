import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackButton } from './back-button';
import { Header } from './header';

describe('Header', () => {
  it('is a banner with the screen title as h1 and no back arrow by default', () => {
    render(<Header title="Каталог" />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Назад' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();
  });

  it('shows a ready-made back link', () => {
    render(<Header title="Новина" back={<BackButton href="/news" />} />);
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/news');
  });

  it('shows a ready-made back button', async () => {
    const onBack = vi.fn();
    render(<Header title="Доставка" back={<BackButton onClick={onBack} label="Назад до кошика" />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Назад до кошика' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('shows a custom back element, logo and actions', () => {
    render(
      <Header
        title="Профіль"
        back={<a href="/">Назад</a>}
        logo={<img alt="glo" src="data:," />}
        actions={<button type="button">Меню</button>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('img', { name: 'glo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument();
  });
});
