import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '../story-meta';
import { FormAlert } from './form-alert';

const meta = {
  title: 'Shared/UI/FormAlert',
  ...storyOf(FormAlert, { children: 'Не вдалося зберегти зміни. Перевір з’єднання і спробуй ще раз' }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Failure: Story = {};
