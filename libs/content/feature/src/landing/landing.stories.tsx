import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandingView } from './landing-screen';
import styles from './landing.module.css';

const meta = {
  title: 'Content/Feature/Landing',
  component: LandingView,
  parameters: { layout: 'fullscreen' },
  args: {
    page: {
      id: 'landing',
      kind: 'page',
      title: "o'go Club",
      summary: null,
      image: null,
      publishedAt: null,
      html: "<h2>Ласкаво просимо до o'go Club</h2><p>Скануй пачки, збирай XP, замовляй з доставкою та обмінюй XP на подарунки.</p>",
    },
  },
  render: (args) => (
    <main className={styles.landing}>
      <LandingView {...args} />
    </main>
  ),
} satisfies Meta<typeof LandingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {};
