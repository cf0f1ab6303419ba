import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from './header';

describe('Header', () => {
  it('is a banner with the screen title as h1 and no back arrow by default', () => {
    render(<Header title="Каталог" />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Каталог' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Назад' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Назад' })).toBeNull();
  });

  it('builds a back link from backHref', () => {
    render(<Header title="Новина" backHref="/news" />);
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/news');
  });

  it('builds a back button from onBack', async () => {
    const onBack = vi.fn();
    render(<Header title="Доставка" onBack={onBack} backLabel="Назад до кошика" />);
    await userEvent.click(screen.getByRole('button', { name: 'Назад до кошика' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('prefers a custom back element and shows logo and actions', () => {
    render(
      <Header
        title="Профіль"
        back={<a href="/">Назад</a>}
        backHref="/ignored"
        logo={<img alt="glo" src="data:," />}
        actions={<button type="button">Меню</button>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('img', { name: 'glo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Меню' })).toBeInTheDocument();
  });
});
