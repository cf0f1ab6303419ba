import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { screenOf } from '@cx/shared-ui/testing';
import { CodeStep } from './code-step';
import { failureMessages, messages } from './messages';

const meta = {
  title: 'Auth/Feature/CodeStep',
  ...screenOf(CodeStep, {
    phone: '380671112233',
    code: '',
    resendIn: 27,
    onCodeChange: fn(),
    onSubmit: fn(),
    onChangePhone: fn(),
    onResend: fn(),
  }),
};

export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText(messages.codeLabel);
    // Fixed points: the phone offers the code from the SMS.
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByText(/\+380 67 111 22 33/)).toBeVisible();
    await expect(canvas.getByText(messages.resendIn('0:27'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.resend })).toBeNull();
  },
};

export const Typing: Story = {
  args: { code: '12' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(messages.codeLabel), '3');
    await expect(args.onCodeChange).toHaveBeenCalledWith('123');
  },
};

export const Sending: Story = { args: { code: '1234', confirming: true } };

export const WrongCode: Story = {
  args: { error: { kind: 'wrong-code', message: 'Невірний код. Залишилось спроб: 4' } },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText(messages.codeLabel);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Невірний код. Залишилось спроб: 4');
  },
};

export const Expired: Story = {
  args: { code: '1234', resendIn: 0, error: { kind: 'expired', message: failureMessages.expired } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: messages.signIn })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: messages.resend }));
    await expect(args.onResend).toHaveBeenCalled();
  },
};

export const LockedOut: Story = {
  args: { resendIn: 12, error: { kind: 'locked', message: failureMessages.locked } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(messages.codeLabel)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: messages.signIn })).toBeDisabled();
  },
};

export const ResendReady: Story = { args: { resendIn: 0 } };

export const Resending: Story = { args: { resendIn: 0, resending: true } };

export const Resent: Story = { args: { resendIn: 30, resent: true } };

export const TryAgain: Story = { args: { code: '1234', error: { kind: 'other', message: messages.tryAgain } } };

export const Registration: Story = { args: { title: messages.confirmPhoneTitle } };
