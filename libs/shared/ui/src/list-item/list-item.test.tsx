import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { List, ListItem } from './list-item';

describe('ListItem', () => {
  it('renders static rows inside a list', () => {
    render(
      <List aria-label="Замовлення">
        <ListItem title="Замовлення №1024" subtitle="12 березня" trailing="399 грн" />
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Замовлення' });
    const item = screen.getByRole('listitem');
    expect(list).toContainElement(item);
    expect(item).toHaveTextContent('Замовлення №1024');
    expect(item).toHaveTextContent('12 березня');
    expect(item).toHaveTextContent('399 грн');
    expect(item.querySelector('svg')).toBeNull();
  });

  it('is a link with href, with a chevron', () => {
    render(
      <List>
        <ListItem title="Новини" href="/news" />
      </List>,
    );
    const link = screen.getByRole('link', { name: 'Новини' });
    expect(link).toHaveAttribute('href', '/news');
    expect(link.querySelector('svg')).not.toBeNull();
  });

  it('is a button with onClick', async () => {
    const onClick = vi.fn();
    render(
      <List>
        <ListItem title="Вийти" subtitle="з облікового запису" onClick={onClick} chevron={false} />
      </List>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Вийти з облікового запису' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('lets the caller render its own link', () => {
    render(
      <List>
        <ListItem
          title="Профіль"
          renderLink={({ className, children }) => (
            <a href="/profile" data-router="yes" className={className}>
              {children}
            </a>
          )}
        />
      </List>,
    );
    const link = screen.getByRole('link', { name: 'Профіль' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link.className).toMatch(/interactive/);
  });
});
