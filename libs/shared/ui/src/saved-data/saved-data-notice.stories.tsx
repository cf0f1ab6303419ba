import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyOf } from '../story-meta';
import { SavedDataNotice } from './saved-data-notice';

/** 30 Nov 2026, 14:32 in Kyiv (12:32 UTC), and the same day's later moment the story reads it at. */
const SAVED_AT = Date.UTC(2026, 10, 30, 12, 32);
const NOW = Date.UTC(2026, 10, 30, 15, 0);

const meta = { title: 'Shared/UI/SavedDataNotice', ...storyOf(SavedDataNotice, { savedAt: SAVED_AT, offline: true, now: NOW }) };
export default meta;
type Story = StoryObj<typeof meta>;

export const OfflineToday: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Показуємо збережене. Оновлено о 14:32');
  },
};

export const OfflineEarlierDay: Story = {
  args: { savedAt: Date.UTC(2026, 10, 28, 7, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Показуємо збережене. Оновлено 28.11.2026 о 09:05');
  },
};

export const RefreshFailed: Story = { args: { offline: false } };
