import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'Shared/UI/TextArea',
  component: TextArea,
  args: { label: 'Коментар до замовлення', hint: 'До 500 символів', maxLength: 500 },
} satisfies Meta<typeof TextArea>;

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
