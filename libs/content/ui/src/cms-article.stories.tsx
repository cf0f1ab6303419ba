import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '@cx/shared-ui/testing';
import { CmsArticle } from './cms-article';

const meta = {
  title: 'Content/Ui/CmsArticle',
  ...storyOf(CmsArticle, {
    id: 'rules',
    title: "Правила o'go Club",
    html: '<h2>1. Загальні положення</h2><p>Учасником програми може бути повнолітня особа, яка пройшла реєстрацію та підтвердила вік.</p><h2>2. Нарахування XP</h2><p>XP нараховуються за сканування пачок, покупки в застосунку та запрошення друзів.</p>',
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {};
