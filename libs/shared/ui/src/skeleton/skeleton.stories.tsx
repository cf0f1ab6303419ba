import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../card/card';
import { Skeleton, SkeletonGroup } from './skeleton';

const meta = {
  title: 'Shared/UI/Skeleton',
  component: Skeleton,
  render: (args) => (
    <SkeletonGroup>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Завантаження…');
  },
};

export const Text: Story = { args: { variant: 'text', lines: 3 } };

export const Circle: Story = { args: { variant: 'circle' } };

export const ProductList: Story = {
  render: () => (
    <SkeletonGroup label="Завантажуємо товари…">
      {[1, 2, 3].map((key) => (
        <Card key={key} variant="outlined" style={{ display: 'flex', gap: 12 }}>
          <Skeleton variant="circle" width={64} height={64} />
          <div style={{ flex: 1 }}>
            <Skeleton variant="text" lines={2} />
          </div>
        </Card>
      ))}
    </SkeletonGroup>
  ),
};
