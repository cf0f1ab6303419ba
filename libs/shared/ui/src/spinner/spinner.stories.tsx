import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyOf } from '../story-meta';
import { Spinner } from './spinner';

const meta = { title: 'Shared/UI/Spinner', ...storyOf(Spinner, { size: 'md' }) };

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Завантаження…');
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg', label: 'Завантажуємо каталог…' } };

export const OnPrimary: Story = {
  render: (args) => (
    <div
      style={{
        display: 'inline-flex',
        padding: 16,
        borderRadius: 12,
        background: 'var(--cx-color-primary)',
        color: 'var(--cx-color-on-primary)',
      }}
    >
      <Spinner {...args} />
    </div>
  ),
};
