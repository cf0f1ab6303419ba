import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '../story-meta';
import { Button } from '../button/button';
import { CartIcon, OfflineIcon } from '../icons/icons';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Shared/UI/EmptyState',
  ...storyOf(EmptyState, {
    icon: <CartIcon />,
    title: 'Кошик порожній',
    text: 'Додай товари з каталогу, і вони з’являться тут.',
    action: <Button href="#shop">До каталогу</Button>,
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {};

export const TitleOnly: Story = {
  args: { icon: undefined, text: undefined, action: undefined, title: 'Поки що немає замовлень' },
};

export const Offline: Story = {
  args: {
    icon: <OfflineIcon />,
    title: 'Немає зʼєднання',
    text: 'Перевір інтернет і спробуй ще раз. Твій кошик збережено.',
    action: <Button variant="secondary">Спробувати ще раз</Button>,
  },
};

export const NotFound: Story = {
  args: {
    icon: undefined,
    headingLevel: 1,
    title: 'Сторінку не знайдено',
    text: 'Схоже, з посиланням щось не так.',
    action: <Button href="#home">На головну</Button>,
  },
};
