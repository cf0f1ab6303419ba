import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyOf } from '@cx/shared-ui/testing';
import { useBrand } from '@cx/brand-contract';
import { STORES, faqFor, offersHtml, storesHtml, vocabularyHtml } from '@cx/shared-demo-content';
import { CmsArticle } from './cms-article';
import { FaqList } from './faq-list';

/*
 * The content pages as the backend seeds them for the brand chosen in the toolbar: the stories
 * read the same @cx/shared-demo-content the seed writes into the database.
 */
function BrandPage({ page }: { page: 'stores' | 'offers' | 'vocabulary' | 'faq' }) {
  const brand = useBrand();
  if (page === 'faq') {
    const entries = faqFor(brand.id).map((entry, index) => ({ id: String(index), title: entry.title, html: entry.text }));
    return <FaqList entries={entries} emptyTitle="Питань поки немає" />;
  }
  const pages = {
    stores: { title: 'Фірмові магазини', html: storesHtml(brand.id) },
    offers: { title: 'Пропозиції', html: offersHtml(brand.id) },
    vocabulary: { title: 'Словник споживача', html: vocabularyHtml('vocabulary') },
  };
  return <CmsArticle id={page} {...pages[page]} />;
}

const meta = { title: 'Content/Ui/BrandPages', ...storyOf(BrandPage, { page: 'stores' }) };

export default meta;
type Story = StoryObj<typeof meta>;

export const Stores: Story = {
  play: async ({ canvas }) => {
    const maps = canvas.getAllByRole('link', { name: 'Відкрити на мапі' });
    await expect(maps.length).toBeGreaterThanOrEqual(Math.min(STORES.glo.length, STORES.ogo.length));
    await expect(maps[0]?.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(canvas.getAllByText(/Графік:/).length).toBe(maps.length);
  },
};

export const Offers: Story = { args: { page: 'offers' } };

export const Vocabulary: Story = { args: { page: 'vocabulary' } };

export const Faq: Story = {
  args: { page: 'faq' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Скільки коштує доставка?'));
    await expect(canvas.getByText(/доставляємо безкоштовно/)).toBeVisible();
  },
};
