import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPage } from '@cx/shared-ui/testing';
import { withMemoryRouter } from '@cx/shared-routing/testing';
import { NewsArticleView } from './news-detail-screen';
import { NewsListView } from './news-list-screen';

const meta = {
  title: 'Content/Feature/News',
  component: NewsListView,
  decorators: [withPage, withMemoryRouter],
  parameters: { layout: 'fullscreen', pageTitle: 'Новини' },
  args: {
    news: [
      { id: 'glo-news-1', title: 'Нові смаки neo вже в каталозі', summary: 'Зустрічай neo Tropical Click і neo Ruby Boost.', image: null, published_at: '2026-11-20T10:00:00Z' },
      { id: 'glo-news-2', title: 'Подвійні XP за сканування до кінця місяця', summary: 'Скануй пачки та отримуй удвічі більше XP.', image: null, published_at: '2026-11-16T10:00:00Z' },
      { id: 'glo-news-6', title: 'Фірмовий магазин відкрито у Львові', summary: null, image: null, published_at: '2026-10-03T10:00:00Z' },
    ],
  },
} satisfies Meta<typeof NewsListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Нові смаки neo вже в каталозі' })).toHaveAttribute('href', '/news/glo-news-1');
  },
};
export const WithMore: Story = { args: { hasMore: true } };
export const Empty: Story = { args: { news: [] } };

export const Article: Story = {
  // No page heading: the article's own title is the page's.
  parameters: { pageTitle: null },
  render: () => (
    <NewsArticleView
      page={{
        id: 'glo-news-1',
        kind: 'news',
        title: 'Нові смаки neo вже в каталозі',
        summary: null,
        image: null,
        publishedAt: '2026-11-20T10:00:00Z',
        html: '<h2>Нові смаки вже в каталозі</h2><p>Ми додали <strong>neo Tropical Click</strong> і <strong>neo Ruby Boost</strong>.</p><ul><li>Тропічні фрукти з капсулою</li><li>Ягоди з капсулою свіжості</li></ul>',
      }}
    />
  ),
};
