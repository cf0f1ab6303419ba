import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '@cx/shared-ui/testing';
import { ListSkeleton, PageSkeleton } from './skeletons';

const meta = { title: 'Content/Ui/Skeletons', ...storyOf(PageSkeleton) };

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
export const PageWithImage: Story = { args: { image: true } };
export const List: Story = { render: () => <ListSkeleton rows={3} media /> };
