import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductCard, ProductGrid, ProductGridItem } from './product-card';
import { ProductGridSkeleton } from './skeletons';
import { sampleProducts } from './testing/sample-products';

const [device, sticks, cap, cable] = sampleProducts as [
  (typeof sampleProducts)[0],
  (typeof sampleProducts)[0],
  (typeof sampleProducts)[0],
  (typeof sampleProducts)[0],
];

const meta = {
  title: 'Shop/UI/ProductCard',
  component: ProductCard,
  args: { product: sticks, href: '#product' },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card at the width it has in the two-column grid of a 390 px phone. */
const cardWidth = (Story: () => React.JSX.Element) => (
  <div style={{ maxWidth: 200 }}>
    <Story />
  </div>
);

export const Sticks: Story = { decorators: [cardWidth] };
export const DeviceOnSale: Story = { args: { product: device, priority: true }, decorators: [cardWidth] };
export const BonusItem: Story = { args: { product: cap }, decorators: [cardWidth] };
export const SoldOutWithoutImage: Story = { args: { product: cable }, decorators: [cardWidth] };

/** The list of a shop list: cards two to a row on a phone. */
export const Grid: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
  render: () => (
    <ProductGrid label="Стіки">
      {sampleProducts.map((product, index) => (
        <ProductGridItem key={product.id}>
          <ProductCard product={product} href={`#product-${product.id}`} priority={index < 2} />
        </ProductGridItem>
      ))}
    </ProductGrid>
  ),
};

export const GridLoading: Story = { render: () => <ProductGridSkeleton count={4} /> };
