import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { screenOf } from '../story-meta';
import { BrandLogo, useBrand } from '@cx/brand-contract';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { CartIcon, GiftIcon, HomeIcon, ScanIcon, UserIcon } from '../icons/icons';
import { Page, PageSection } from '../layout/page';

/*
 * The brand at a glance, for designers: switch the toolbar's brand and compare. The two differ in
 * shape as well as colour (headings, button shape and case, card corners and edges, icon lines),
 * all from the brand's tokens (libs/brand/<id>/src/palette.css).
 */
function BrandSheet() {
  const brand = useBrand();
  return (
    <Page as="main" title={brand.displayName}>
      <BrandLogo height={48} />
      <p>{brand.copy.homeLead}</p>
      <PageSection title="Кнопки">
        <Button>Оформити замовлення</Button>
        <Button variant="secondary">До каталогу</Button>
        <Button variant="ghost" size="sm">
          Скасувати
        </Button>
      </PageSection>
      <PageSection title="Картки">
        <Card>
          <strong>neo Dark Tobacco</strong>
          <p>105 грн · +5 XP</p>
        </Card>
        <Card variant="flat">Безкоштовна доставка від {brand.freeDeliveryThreshold} грн</Card>
      </PageSection>
      <PageSection title="Іконки">
        <p aria-label="Іконки бренду" role="group" style={{ display: 'flex', gap: 16 }}>
          <HomeIcon size={32} />
          <CartIcon size={32} />
          <ScanIcon size={32} />
          <GiftIcon size={32} />
          <UserIcon size={32} />
        </p>
      </PageSection>
    </Page>
  );
}

const meta = { title: 'Brand/Sheet', ...screenOf(BrandSheet) };

export default meta;
type Story = StoryObj<typeof meta>;

export const Identity: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Оформити замовлення' });
    const glo = document.documentElement.dataset['brand'] !== 'ogo';
    // Shape language, not colour: glo's square uppercase buttons, o'go's pills in sentence case.
    await expect(getComputedStyle(button).textTransform).toBe(glo ? 'uppercase' : 'none');
    await expect(parseFloat(getComputedStyle(button).borderTopLeftRadius)).toBe(glo ? 2 : 999);
    await expect(canvas.getByRole('img', { name: glo ? 'glo' : "o'go" })).toBeVisible();
  },
};
