import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { BackButton } from '../header/back-button';
import { Header } from '../header/header';
import { List, ListItem } from '../list-item/list-item';
import { BottomBar, Page, PageSection } from './page';

const meta = {
  title: 'Shared/UI/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
        <Header title="Кошик" back={<BackButton href="#shop" />} />
        <Story />
      </div>
    ),
  ],
  args: { as: 'main' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSections: Story = {
  args: {
    children: (
      <>
        <PageSection title="Товари" action={<Button size="sm" variant="ghost">Очистити</Button>}>
          <Card padding="none" variant="outlined">
            <List>
              <ListItem title="Стіки Amber" subtitle="2 пачки" trailing="198 грн" />
              <ListItem title="Стіки Bright" subtitle="1 пачка" trailing="99 грн" />
            </List>
          </Card>
        </PageSection>
        <PageSection title="Разом">
          <p>297 грн — до безкоштовної доставки ще 102 грн</p>
        </PageSection>
      </>
    ),
  },
};

export const WithBottomBar: Story = {
  args: {
    children: (
      <PageSection title="Товари">
        {Array.from({ length: 8 }, (_, i) => (
          <Card key={i} variant="outlined">
            Товар {i + 1}
          </Card>
        ))}
      </PageSection>
    ),
    bottomBar: (
      <BottomBar>
        <Button fullWidth>Оформити замовлення</Button>
      </BottomBar>
    ),
  },
};

export const WithTitle: Story = {
  decorators: [(Story) => <Story />],
  args: { title: 'Профіль', children: <p>Сторінка без заголовка в Header: h1 у самій сторінці.</p> },
};
