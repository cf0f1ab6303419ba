import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyOf } from '../story-meta';
import { CodeField } from './code-field';

const meta = {
  title: 'Shared/UI/CodeField',
  ...storyOf(CodeField, {
    label: 'Код з SMS',
    length: 4,
    hint: 'Ми надіслали код на +380 67 111 22 33',
    onValueChange: fn(),
    onComplete: fn(),
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Every slot whole, the first and last included (nothing clips their borders or corners). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Код з SMS' });
    const box = input.parentElement as HTMLElement;
    await expect(getComputedStyle(box).overflow).toBe('visible');
    const outer = box.getBoundingClientRect();
    const slots = Array.from(box.querySelectorAll('[aria-hidden="true"] > span'));
    await expect(slots).toHaveLength(4);
    for (const slot of slots) {
      const rect = slot.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(outer.left);
      await expect(rect.right).toBeLessThanOrEqual(outer.right + 0.5);
    }
  },
};

export const Typing: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Код з SMS' });
    await userEvent.type(input, '4x2');
    await expect(input).toHaveValue('42');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Complete: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Код з SMS' });
    await userEvent.type(input, '1234');
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('1234');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '1111', error: 'Невірний код. Спробуй ще раз' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Код з SMS' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SixDigits: Story = { args: { length: 6, defaultValue: '123' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '12' } };
