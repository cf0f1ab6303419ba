import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '../story-meta';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'Shared/UI/Card',
  ...storyOf(Card, {
    children: (
      <>
        <h2 style={{ fontSize: '1.125rem', marginBottom: 8 }}>Твій баланс</h2>
        <p style={{ fontSize: '2rem', fontWeight: 700 }}>1 250 XP</p>
        <p style={{ color: 'var(--cx-color-text-muted)' }}>Скануй пачки, щоб отримати більше.</p>
      </>
    ),
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {};

export const Flat: Story = { args: { variant: 'flat' } };

export const Outlined: Story = { args: { variant: 'outlined' } };

export const WithAction: Story = {
  args: {
    as: 'article',
    children: (
      <>
        <h2 style={{ fontSize: '1.125rem', marginBottom: 8 }}>Запроси друга</h2>
        <p style={{ marginBottom: 16 }}>Отримай 200 XP за кожного друга, який зареєструється.</p>
        <Button fullWidth>Запросити</Button>
      </>
    ),
  },
};
