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

/**
 * A 320 px screen (288 px of content) with glo's wide uppercase button: the label stays whole on
 * one line, the field keeps the full width and the button wraps under it.
 */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 288, ['--cx-text-transform-button' as string]: 'uppercase', ['--cx-letter-spacing-button' as string]: '0.08em' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const label = canvas.getByText('Промокод').getBoundingClientRect();
    const field = canvas.getByLabelText('Промокод').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Застосувати' }).getBoundingClientRect();
    // One line of 0.9375rem text at line-height 1.5, not two halves of a broken word.
    await expect(label.height).toBeLessThan(0.9375 * 16 * 1.5 * 1.5);
    await expect(field.width).toBeGreaterThanOrEqual(280);
    await expect(button.top).toBeGreaterThanOrEqual(field.bottom);
  },
};
