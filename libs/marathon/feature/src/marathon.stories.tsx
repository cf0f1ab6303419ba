import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { MarathonQuiz } from '@cx/marathon-data-access';
import { withPage } from '@cx/shared-ui/testing';
import { withMemoryRouter } from '@cx/shared-routing/testing';
import { MarathonView } from './marathon-screen';
import { QuizView } from './quiz-view';
import { ResultView } from './result-view';

const quiz: MarathonQuiz = {
  marathon: {
    id: 'glo-marathon-1',
    title: 'Марафон знань',
    html: '<p>П’ять питань про наші продукти. Правильна відповідь — 20 XP.</p>',
    startsAt: '2026-11-01T00:00:00Z',
    endsAt: '2026-11-30T21:59:59Z',
    status: 'active',
    completed: false,
    result: null,
  },
  questions: [
    { id: 'q1', text: 'Скільки стіків у пачці neo?', image: null, multiple: false, options: [{ id: 'o1', text: '10' }, { id: 'o2', text: '20' }, { id: 'o3', text: '25' }] },
    { id: 'q2', text: 'Як можна отримати XP? (кілька відповідей)', image: null, multiple: true, options: [{ id: 'o1', text: 'Сканувати пачки' }, { id: 'o2', text: 'Запрошувати друзів' }, { id: 'o3', text: 'Нічого не робити' }] },
  ],
};
const result = { correct: 4, total: 5, passed: true, xp_awarded: 80 };

const meta = {
  title: 'Marathon/Feature/Marathon',
  component: MarathonView,
  decorators: [withPage, withMemoryRouter],
  parameters: { layout: 'fullscreen', pageTitle: 'Марафон знань' },
  args: { quiz },
} satisfies Meta<typeof MarathonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Upcoming: Story = { args: { quiz: { ...quiz, marathon: { ...quiz.marathon, status: 'upcoming' } } } };
export const Completed: Story = { args: { quiz: { ...quiz, marathon: { ...quiz.marathon, completed: true, result } } } };

export const Quiz: Story = {
  parameters: { pageTitle: 'Квіз марафону' },
  render: () => <QuizView quiz={quiz} onSubmit={fn()} />,
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('button', { name: 'Далі' });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('20'));
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(canvas.getByText('Питання 2 з 2')).toBeVisible();
    await expect(canvas.getByText('Можна обрати кілька відповідей')).toBeVisible();
  },
};

export const SubmitFailed: Story = {
  parameters: { pageTitle: 'Квіз марафону' },
  render: () => <QuizView quiz={{ ...quiz, questions: quiz.questions.slice(0, 1) }} failed onSubmit={fn()} />,
};

export const Result: Story = {
  parameters: { pageTitle: 'Квіз марафону' },
  render: () => <ResultView result={result} />,
};
