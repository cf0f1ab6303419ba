import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsArticle } from './cms-article';

const meta = {
  title: 'Content/Ui/CmsArticle',
  component: CmsArticle,
  args: {
    id: 'rules',
    title: "Правила o'go Club",
    html: '<h2>1. Загальні положення</h2><p>Учасником програми може бути повнолітня особа, яка пройшла реєстрацію та підтвердила вік.</p><h2>2. Нарахування XP</h2><p>XP нараховуються за сканування пачок, покупки в застосунку та запрошення друзів.</p>',
  },
} satisfies Meta<typeof CmsArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {};
