import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyOf } from '../story-meta';
import { LoadErrorView } from './load-error';

const meta = { title: 'Shared/UI/LoadErrorView', ...storyOf(LoadErrorView, { kind: 'unavailable', onRetry: fn() }) };

export default meta;
type Story = StoryObj<typeof meta>;

export const Unavailable: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Спробувати ще раз' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Offline: Story = { args: { kind: 'offline' } };
export const NotFound: Story = { args: { kind: 'not-found' } };
