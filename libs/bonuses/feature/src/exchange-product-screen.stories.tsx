import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import type { ExchangeProduct } from '@cx/bonuses-data-access';
import { artworkDataUri } from '@cx/shared-demo-content';
import { ExchangeProductView } from './exchange-product-screen';

const product: ExchangeProduct = {
  id: 1,
  title: 'Чохол для пристрою',
  description_html: '<p>Шкіряний чохол.</p>',
  image: artworkDataUri('case', '#5a5a5a'),
  price_xp: 300,
  active: true,
  stock: 12,
  product: 'glo',
};

const meta = {
  title: 'Bonuses/Feature/ExchangeProduct',
  ...storyOf(ExchangeProductView, {
    product,
    descriptionHtml: '<p>Шкіряний чохол, який захищає пристрій від подряпин.</p>',
    balance: 1000,
    quantity: 1,
    onQuantityChange: fn(),
    onExchange: fn(),
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Обміняти/ }));
    await expect(args.onExchange).toHaveBeenCalled();
  },
};

export const NotEnoughXp: Story = { args: { balance: 120 } };

export const Inactive: Story = { args: { product: { ...product, active: false } } };

export const Exchanged: Story = { args: { status: { kind: 'done', balance: 700 } } };

export const Refused: Story = { args: { status: { kind: 'refused', refusal: 'out_of_stock' } } };

/** No connection: XP cannot be spent now, and the button says why before it is tapped. */
export const Offline: Story = {
  args: { online: false },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Обміняти/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Немає з’єднання. Обміняти XP можна, коли з’явиться мережа.');
  },
};
