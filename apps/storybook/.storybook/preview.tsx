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

/** A toolbar viewport, labelled with its size in CSS pixels. */
const viewport = (label: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name: `${label} ${width} × ${height}`,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

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
        phoneSmall: viewport('Телефон', 360, 740, 'mobile'),
        phone: viewport('Телефон', 390, 844, 'mobile'),
        tablet: viewport('Планшет', 768, 1024, 'tablet'),
        desktop: viewport('Десктоп', 1280, 800, 'desktop'),
      },
    },
    // Every story is an accessibility test: a violation fails it (in the UI and in `nx test`).
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
