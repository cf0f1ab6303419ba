import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '@cx/shared-ui/testing';
import { HtmlContent } from './html-content';

const meta = {
  title: 'Content/Ui/HtmlContent',
  ...storyOf(HtmlContent, {
    sanitizedHtml:
      '<h2>Нові смаки вже в каталозі</h2><p>Ми додали <strong>neo Tropical Click</strong> і <strong>neo Ruby Boost</strong>.</p><ul><li>Тропічні фрукти з капсулою</li><li>Ягоди з капсулою свіжості</li></ul><dl><dt>Стік</dt><dd>Тютюновий виріб для нагрівання.</dd></dl><p><a href="/shop">Перейти до каталогу</a></p>',
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};
