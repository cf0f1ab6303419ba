import type { Meta, StoryObj } from '@storybook/react-vite';
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
  decorators: [(Story) => <div style={{ maxWidth: 200 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sticks: Story = {};
export const DeviceOnSale: Story = { args: { product: device, priority: true } };
export const BonusItem: Story = { args: { product: cap } };
export const SoldOutWithoutImage: Story = { args: { product: cable } };

/** The list of a shop list: cards two to a row on a phone. */
export const Grid: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}><Story /></div>],
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
