import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import { PromoCodeForm } from './promo-code-form';

const labels = {
  field: 'Промокод',
  apply: 'Застосувати',
  remove: (code: string) => `Прибрати промокод ${code}`,
  applied: 'Застосовані промокоди',
  inactive: 'Не діє для цього кошика',
};

const meta = {
  title: 'Shop/UI/PromoCodeForm',
  ...storyOf(PromoCodeForm, { labels, applied: [], onRemove: fn(), onApply: fn(() => ({ ok: true, message: 'Промокод застосовано: −20% на VELO' })) }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Refused: Story = {
  args: { onApply: fn(() => ({ ok: false, message: 'Промокод діє лише на товари VELO: додай їх у кошик' })) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Промокод'), 'VELO-20%{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('VELO');
  },
};

export const Accepted: Story = {
  args: { applied: [{ code: 'VELO-20%', active: true, note: '−20% на VELO' }] },
};

export const NoLongerActive: Story = {
  args: { applied: [{ code: 'VELO-20%', active: false }] },
};
