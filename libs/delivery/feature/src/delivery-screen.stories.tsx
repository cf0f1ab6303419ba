import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveryTypeNotice } from './delivery-stories-support';

/** The delivery step's notices (the screen itself runs against the backend in Playwright). */
const meta = {
  title: 'Delivery/Feature/Delivery',
  component: DeliveryTypeNotice,
} satisfies Meta<typeof DeliveryTypeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IpostFallback: Story = { args: { kind: 'fallback' } };
export const Offline: Story = { args: { kind: 'offline' } };
export const CheckingIpost: Story = { args: { kind: 'checking' } };
