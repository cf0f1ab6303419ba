import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Shared/UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Цей текст чують лише користувачі скрінрідерів' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      Поруч прихований текст: <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(/скрінрідерів/);
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
