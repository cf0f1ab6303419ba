import { BrandProvider, type BrandConfig } from '@cx/brand-contract';
// The UI library's global stylesheet (its index imports it once).
import '@cx/shared-ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { BRANDS } from './brands';

const [firstBrand] = BRANDS;
if (!firstBrand) throw new Error('No brand in .storybook/brands.ts');

/** The brand the toolbar names; the first one when it names none. */
const brandOf = (value: unknown): BrandConfig => BRANDS.find((brand) => brand.id === value) ?? firstBrand;

/**
 * The brand global drives both halves of theming as the apps do: the palette scope
 * (`data-brand` on <html>) and the BrandConfig context for components that read brand fields.
 * The attribute is set before the story renders, so the first paint and the a11y check see
 * the right colours.
 */
const withBrand: Decorator = (Story, context) => {
  const brand = brandOf(context.globals['brand']);
  document.documentElement.dataset['brand'] = brand.id;
  document.documentElement.lang = 'uk';
  return (
    <BrandProvider brand={brand}>
      <Story />
    </BrandProvider>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  globalTypes: {
    brand: {
      description: 'Бренд',
      toolbar: {
        title: 'Бренд',
        icon: 'paintbrush',
        items: BRANDS.map((brand) => ({ value: brand.id, title: brand.displayName })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: firstBrand.id,
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    viewport: {
      options: {
        phoneSmall: {
          name: 'Телефон 360 × 740',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        phone: {
          name: 'Телефон 390 × 844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Планшет 768 × 1024',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Десктоп 1280 × 800',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    // Every story is an accessibility test: a violation fails it (in the UI and in `nx test`).
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
