import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyOf } from '../story-meta';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Shared/UI/VisuallyHidden',
  ...storyOf(VisuallyHidden, { children: 'Цей текст чують лише користувачі скрінрідерів' }),
};

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
