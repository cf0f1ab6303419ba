import { BrandProvider, type BrandConfig, type BrandId } from '@cx/brand-contract';
import { gloConfig } from '@cx/brand-glo';
import { ogoConfig } from '@cx/brand-ogo';
// The UI library's global stylesheet (its index imports it once).
import '@cx/shared-ui';
import type { Decorator, Preview } from '@storybook/react-vite';

const BRANDS: Record<BrandId, BrandConfig> = { glo: gloConfig, ogo: ogoConfig };

const brandOf = (value: unknown): BrandId => (value === 'ogo' ? 'ogo' : 'glo');

/**
 * The brand global drives both halves of theming as the apps do: the palette scope
 * (`data-brand` on <html>) and the BrandConfig context for components that read brand fields.
 * The attribute is set before the story renders, so the first paint and the a11y check see
 * the right colours.
 */
const withBrand: Decorator = (Story, context) => {
  const brand = brandOf(context.globals['brand']);
  document.documentElement.dataset['brand'] = brand;
  document.documentElement.lang = 'uk';
  return (
    <BrandProvider brand={BRANDS[brand]}>
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
        items: [
          { value: 'glo', title: 'glo' },
          { value: 'ogo', title: "o'go" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: 'glo',
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
