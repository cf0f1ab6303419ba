import type { StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { screenOf } from '@cx/shared-ui/testing';
import { AgeForm } from './age-form';
import { messages } from './messages';

const meta = {
  title: 'Auth/Feature/AgeForm',
  ...screenOf(AgeForm, { birthDate: '', maxDate: '2008-11-22', onBirthDateChange: fn(), onSubmit: fn(), onLeave: fn() }),
};

export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: messages.ageTitle })).toBeVisible();
    await expect(canvas.getByLabelText(messages.birthDateLabel)).toHaveAttribute('max', '2008-11-22');
  },
};

export const Typing: Story = { args: { birthDate: '1990-05-01' } };

export const Invalid: Story = { args: { birthDate: '', error: messages.birthDateRequired } };

export const Underage: Story = { args: { birthDate: '2010-01-01', error: messages.underage } };

export const Sending: Story = { args: { birthDate: '1990-05-01', sending: true } };

export const Leaving: Story = { args: { leaving: true } };
