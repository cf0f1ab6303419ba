import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '../story-meta';
import { Badge } from './badge';

const meta = { title: 'Shared/UI/Badge', ...storyOf(Badge, { count: 3, label: '3 товари в кошику' }) };

export default meta;
type Story = StoryObj<typeof meta>;

export const CartCount: Story = {};

export const Overflow: Story = { args: { count: 150, label: '150 товарів у кошику' } };

export const Text: Story = { args: { count: undefined, label: undefined, children: 'Новинка', tone: 'primary' } };

export const Tones: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8 }}>
      <Badge tone="accent">accent</Badge>
      <Badge tone="primary">primary</Badge>
      <Badge tone="neutral">neutral</Badge>
      <Badge tone="danger">danger</Badge>
      <Badge tone="success">success</Badge>
    </p>
  ),
};
