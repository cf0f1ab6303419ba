import type { StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { screenOf } from '@cx/shared-ui/testing';
import { failureMessages, messages } from './messages';
import { RegistrationForm } from './registration-form';

const empty = { firstName: '', lastName: '', email: '', phone: '', agreement: false };
const filled = { firstName: 'Олена', lastName: 'Коваль', email: 'olena@example.com', phone: '+380 93 123 45 67', agreement: true };

const meta = {
  title: 'Auth/Feature/RegistrationForm',
  ...screenOf(RegistrationForm, {
    values: empty,
    withEmail: true,
    onChange: fn(),
    onSubmit: fn(),
    agreementLink: <a href="#user-agreement">{messages.agreementInLabel}</a>,
  }),
};

export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** o'go asks no e-mail (spec §5: check-email is skipped for the sister brand). */
export const WithoutEmail: Story = {
  args: { withEmail: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(messages.emailLabel)).toBeNull();
  },
};

export const Typing: Story = { args: { values: { ...empty, firstName: 'Оле', phone: '+380 93' } } };

export const Invalid: Story = {
  args: {
    values: { ...empty, lastName: 'A1', email: 'olena@', phone: '123' },
    errors: {
      firstName: messages.firstNameRequired,
      lastName: messages.nameFormat,
      email: messages.emailFormat,
      phone: messages.phoneFormat,
      agreement: messages.agreementRequired,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(messages.emailLabel)).toHaveAccessibleDescription(messages.emailFormat);
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Sending: Story = { args: { values: filled, sending: true } };

export const EmailTaken: Story = { args: { values: filled, errors: { email: failureMessages['email-taken'] } } };

export const AlreadyRegistered: Story = {
  args: { values: filled, errors: { phone: failureMessages['already-registered'] }, onSignIn: fn() },
};
