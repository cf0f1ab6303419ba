import type { StoryObj } from '@storybook/react-vite';
import { storyOf } from '@cx/shared-ui/testing';
import { XpCalculator } from './invite-pages';

const meta = { title: 'Invite/Feature/XpCalculator', ...storyOf(XpCalculator, { perFriend: 100 }) };

export default meta;
type Story = StoryObj<typeof meta>;

export const Calculator: Story = {};
