import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyOf } from '../story-meta';
import { TextArea } from './text-area';

const meta = {
  title: 'Shared/UI/TextArea',
  ...storyOf(TextArea, { label: 'Коментар до замовлення', hint: 'До 500 символів', maxLength: 500 }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Коментар до замовлення' });
    await userEvent.type(area, 'Передзвоніть, будь ласка');
    await expect(area).toHaveValue('Передзвоніть, будь ласка');
  },
};
export const WithError: Story = { args: { error: 'Напиши хоч кілька слів' } };
