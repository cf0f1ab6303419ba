import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartLineItem, CartLineList } from './cart-line-item';
import { sampleLines } from './testing/sample-products';

const [sticks, cap, gift] = sampleLines as [typeof sampleLines[0], typeof sampleLines[0], typeof sampleLines[0]];

function renderLine(line = sticks, flagged = false) {
  const handlers = { onIncrement: vi.fn(), onDecrement: vi.fn(), onRemove: vi.fn() };
  render(
    <CartLineList label="Товари">
      <CartLineItem line={line} flagged={flagged} {...handlers} />
    </CartLineList>,
  );
  return handlers;
}

describe('CartLineItem', () => {
  it('changes the count and removes the line', async () => {
    const handlers = renderLine();
    const name = 'neo Dark Tobacco, Пачка (20 стіків)';
    await userEvent.click(screen.getByRole('button', { name: `Збільшити кількість: ${name}` }));
    await userEvent.click(screen.getByRole('button', { name: `Зменшити кількість: ${name}` }));
    await userEvent.click(screen.getByRole('button', { name: `Видалити з кошика: ${name}` }));
    expect(handlers.onIncrement).toHaveBeenCalledOnce();
    expect(handlers.onDecrement).toHaveBeenCalledOnce();
    expect(handlers.onRemove).toHaveBeenCalledOnce();
    expect(screen.getByRole('listitem')).toHaveTextContent('210 грн');
  });

  it('cannot go below one', () => {
    renderLine({ ...sticks, count: 1 });
    expect(screen.getByRole('button', { name: /Зменшити/ })).toBeDisabled();
  });

  it('shows the XP price of a bonus item and the zero-price flag', () => {
    renderLine(cap, true);
    expect(screen.getByRole('listitem')).toHaveTextContent('800 XP');
    expect(screen.getByText(/Ціна 0 грн/)).toBeVisible();
  });

  it('fixes the count of a gift', () => {
    renderLine(gift);
    expect(screen.queryByRole('button', { name: /Збільшити/ })).toBeNull();
    expect(screen.getByText('Подарунок')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });
});

describe('CartLineItem contents', () => {
  const base = {
    variant_id: 1, title: 'neo Dark Tobacco', subTitle: null, image: null, price: 105,
    xpPrice: null, bonus: false, gift: false, count: 1, quantity: 20,
  };
  const renderLine = (line: Partial<typeof base> & { pieces?: number | null; variantTitle?: string | null }) =>
    render(<CartLineItem line={{ ...base, variantTitle: null, ...line }} onIncrement={() => undefined} onDecrement={() => undefined} onRemove={() => undefined} />);

  it('a pack says its pieces, a block its packs and pieces', () => {
    renderLine({ pieces: 20, variantTitle: 'Пачка' });
    expect(screen.getByText('20 шт. в упаковці')).toBeVisible();
    cleanup();
    renderLine({ pieces: 200, price: 1050, variantTitle: 'Блок' });
    expect(screen.getByText('10 пачок · 200 шт.')).toBeVisible();
    expect(screen.queryByText('20 шт. в упаковці')).toBeNull();
  });
});
