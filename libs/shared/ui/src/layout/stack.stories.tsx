import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { Inline, Stack } from './stack';

const meta = {
  title: 'Shared/UI/Stack',
  component: Stack,
  args: {
    gap: 3,
    children: [1, 2, 3].map((n) => (
      <Card key={n} variant="flat">
        Блок {n}
      </Card>
    )),
  },
  argTypes: { gap: { control: { type: 'range', min: 0, max: 7 } } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};

export const WideGap: Story = { args: { gap: 6 } };

export const InlineRow: Story = {
  render: () => (
    <Inline gap={2}>
      <Button size="sm" variant="secondary">Пристрої</Button>
      <Button size="sm" variant="secondary">Стіки</Button>
      <Button size="sm" variant="secondary">Аксесуари</Button>
      <Button size="sm" variant="secondary">Бонусні товари</Button>
    </Inline>
  ),
};

export const InlineBetween: Story = {
  render: () => (
    <Inline justify="between" wrap={false}>
      <span>Разом</span>
      <strong>297 грн</strong>
    </Inline>
  ),
};
