import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Price } from './price';
import { VariantPicker } from './variant-picker';

describe('VariantPicker', () => {
  it('is a radio group; sold-out variants cannot be picked', async () => {
    const onChange = vi.fn();
    render(
      <VariantPicker
        value={1}
        onChange={onChange}
        variants={[
          { id: 1, title: 'Чорний', available: true },
          { id: 2, title: 'Синій', available: true },
          { id: 3, title: 'Рубіновий', available: false },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Варіант' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Чорний' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Синій' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('radio', { name: /Рубіновий/ })).toBeDisabled();
  });
});

describe('Price', () => {
  it('formats UAH the uk-UA way', () => {
    render(<Price price={1299} />);
    expect(screen.getByText('1 299 грн')).toBeVisible();
  });

  it('strikes an old price through and says, to screen readers, that it is the old one', () => {
    const { container } = render(<Price price={1299} compareAtPrice={1599} />);
    const old = container.querySelector('s');
    expect(old).toHaveTextContent('Стара ціна 1 599 грн');
    expect(old).not.toHaveAttribute('aria-label');
  });
});
