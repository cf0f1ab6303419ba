import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '../story-meta';
import { Notice } from './notice';

const meta = {
  title: 'Shared/UI/Notice',
  ...storyOf(Notice, { children: 'Немає з’єднання. Дані можуть бути застарілими', 'data-testid': 'offline-notice' }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
