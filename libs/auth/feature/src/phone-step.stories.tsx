import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { screenOf } from '@cx/shared-ui/testing';
import { failureMessages, messages } from './messages';
import { PhoneStep } from './phone-step';

const footer = (
  <p style={{ textAlign: 'center' }}>
    {messages.noAccount} <a href="#registration">{messages.register}</a>
  </p>
);

const meta = {
  title: 'Auth/Feature/PhoneStep',
  ...screenOf(PhoneStep, { phone: '', onPhoneChange: fn(), onSubmit: fn(), footer }),
};

export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByLabelText(messages.phoneLabel);
    await expect(field).toHaveAttribute('type', 'tel');
    await expect(field).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(field, '+3');
    await expect(args.onPhoneChange).toHaveBeenCalled();
  },
};

export const Typing: Story = { args: { phone: '+380 67 111' } };

export const Invalid: Story = {
  args: { phone: '+380 44 123 45 67', error: messages.phoneOperator },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText(messages.phoneLabel);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(messages.phoneOperator);
  },
};

export const Sending: Story = {
  args: { phone: '+380 67 111 22 33', sending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: messages.getCode });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NotRegistered: Story = {
  args: { phone: '+380 93 123 45 67', error: failureMessages['not-registered'], onRegister: fn(), footer: null },
};

export const RateLimited: Story = {
  args: { phone: '+380 67 111 22 33', error: 'Повторно надіслати код можна через 27 с' },
};

export const Offline: Story = {
  args: { phone: '+380 67 111 22 33', error: failureMessages.network },
};
