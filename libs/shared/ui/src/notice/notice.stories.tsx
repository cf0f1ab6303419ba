import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './notice';

const meta = {
  title: 'Shared/UI/Notice',
  component: Notice,
  args: { children: 'Немає з’єднання. Дані можуть бути застарілими', 'data-testid': 'offline-notice' },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
