import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { pageViewOf } from '@cx/shared-ui/testing';
import { VerificationOtherView } from './verification-view';
import { messages } from './messages';

const meta = {
  title: 'Profile/Feature/VerificationOtherView',
  ...pageViewOf(VerificationOtherView, messages.other.title, { today: '2026-11-22', request: null, onSubmit: async () => undefined }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

export const Underage: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Дата народження'), '2012-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Надіслати заявку' }));
    await expect(canvas.getByText(/18 років або більше/)).toBeVisible();
  },
};

export const Sent: Story = {
  args: { request: { method: 'call', birthDate: '1990-05-01', requestedAt: '2026-11-20T10:00:00Z' } },
};
