import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyOf } from '../story-meta';
import { TextField } from './text-field';

const meta = {
  title: 'Shared/UI/TextField',
  ...storyOf(TextField, {
    label: 'Номер телефону',
    prefix: '+380',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    placeholder: '67 111 22 33',
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithHint: Story = { args: { hint: 'Надішлемо SMS з кодом на цей номер' } };

export const Typing: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Номер телефону' });
    await userEvent.type(input, '671112233');
    await expect(input).toHaveValue('671112233');
    await expect(input).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '67111',
    error: 'Введи номер повністю: 9 цифр після +380',
    hint: 'Надішлемо SMS з кодом на цей номер',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Номер телефону' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Введи номер повністю/);
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '671112233' } };

export const PlainText: Story = {
  args: {
    label: 'E-mail',
    prefix: undefined,
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    placeholder: 'name@example.com',
  },
};
