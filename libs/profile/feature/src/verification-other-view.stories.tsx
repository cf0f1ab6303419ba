import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VerificationOtherView } from './verification-view';

const meta = {
  title: 'Profile/Feature/VerificationOtherView',
  component: VerificationOtherView,
  args: { today: '2026-11-22', request: { status: 'ready', value: null }, onSubmit: async () => undefined },
} satisfies Meta<typeof VerificationOtherView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

export const Underage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Дата народження'), '2012-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Надіслати заявку' }));
    await expect(canvas.getByText(/18 років або більше/)).toBeVisible();
  },
};

export const Sent: Story = {
  args: { request: { status: 'ready', value: { method: 'call', birthDate: '1990-05-01', requestedAt: '2026-11-20T10:00:00Z' } } },
};
