import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentCard } from './content-card';

const meta = {
  title: 'Content/UI/ContentCard',
  component: ContentCard,
  args: { title: 'Заголовок', children: 'Вміст картки' },
} satisfies Meta<typeof ContentCard>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = { args: { children: undefined } };
