import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormAlert } from './form-alert';

const meta = {
  title: 'Shared/UI/FormAlert',
  component: FormAlert,
  args: { children: 'Не вдалося зберегти зміни. Перевір з’єднання і спробуй ще раз' },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failure: Story = {};
