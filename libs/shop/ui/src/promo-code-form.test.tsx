import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PromoCodeForm } from './promo-code-form';

const labels = {
  field: 'Промокод',
  apply: 'Застосувати',
  remove: (code: string) => `Прибрати ${code}`,
  applied: 'Застосовані промокоди',
  inactive: 'Не діє для цього кошика',
};

describe('PromoCodeForm', () => {
  it('shows a refusal next to the field', async () => {
    render(<PromoCodeForm labels={labels} applied={[]} onRemove={vi.fn()} onApply={() => ({ ok: false, message: 'Такого промокоду немає' })} />);
    await userEvent.type(screen.getByLabelText('Промокод'), 'SALE');
    await userEvent.click(screen.getByRole('button', { name: 'Застосувати' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Такого промокоду немає');
    expect(screen.getByLabelText('Промокод')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Промокод')).toHaveAccessibleDescription('Такого промокоду немає');
  });

  it('confirms an accepted code and empties the field', async () => {
    const onApply = vi.fn(() => ({ ok: true, message: 'Промокод застосовано' }));
    render(<PromoCodeForm labels={labels} applied={[]} onRemove={vi.fn()} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('Промокод'), 'velo-20%{Enter}');
    expect(onApply).toHaveBeenCalledWith('velo-20%');
    expect(screen.getByRole('status')).toHaveTextContent('Промокод застосовано');
    expect(screen.getByLabelText('Промокод')).toHaveValue('');
  });

  it('lists the applied codes and removes one', async () => {
    const onRemove = vi.fn();
    render(<PromoCodeForm labels={labels} applied={[{ code: 'VELO-20%', active: false }]} onRemove={onRemove} onApply={vi.fn()} />);
    expect(screen.getByRole('list', { name: 'Застосовані промокоди' })).toHaveTextContent('Не діє для цього кошика');
    await userEvent.click(screen.getByRole('button', { name: 'Прибрати VELO-20%' }));
    expect(onRemove).toHaveBeenCalledWith('VELO-20%');
  });
});
