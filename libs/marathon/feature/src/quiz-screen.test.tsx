import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BrandConfig } from '@cx/brand-contract';
import { createAnalytics, setAnalytics } from '@cx/analytics-data-access';
import { createFakeApi, jsonResponse } from '@cx/content-data-access/testing';
import type { ScreenMap } from '@cx/shared-routing';
import { renderRoutes } from '@cx/shared-routing/testing';
import { MarathonScreen } from './marathon-screen';
import { QuizScreen } from './quiz-screen';

const brand = { id: 'ogo', productKey: 'ogo', displayName: "o'go", hiddenRoutes: [] } as unknown as BrandConfig;

const quiz = {
  marathon: {
    id: 'ogo-marathon-1',
    title: 'Марафон знань',
    description_html: '<p>П’ять питань.</p>',
    starts_at: '2026-10-01T00:00:00Z',
    ends_at: '2027-10-01T00:00:00Z',
    status: 'active',
    completed: false,
    result: null,
  },
  questions: [
    { id: 'q1', text: 'Скільки стіків у пачці neo?', image: null, multiple: false, options: [{ id: 'o1', text: '10' }, { id: 'o2', text: '20' }] },
    { id: 'q2', text: 'Як отримати XP?', image: null, multiple: true, options: [{ id: 'o1', text: 'Сканувати пачки' }, { id: 'o2', text: 'Запрошувати друзів' }] },
  ],
};

function renderQuiz(path: string, fetch: (request: Request) => Promise<Response>) {
  const screens: Partial<ScreenMap> = {
    '/_account/marathon': async () => MarathonScreen,
    '/_account-off-footer/marathon/quiz': async () => QuizScreen,
  };
  return renderRoutes(path, { screens, brand, api: createFakeApi(fetch) }).router;
}

afterEach(() => setAnalytics(null));

describe('the marathon quiz', () => {
  it('goes from the marathon through every question to the result, even with analytics failing', async () => {
    // Analytics whose backend throws on every call: the quiz must not notice.
    setAnalytics(
      createAnalytics({
        api: createFakeApi(() => {
          throw new Error('analytics down');
        }),
        product: 'ogo',
        getShopifyId: () => 1,
        whenIdle: (work) => work(),
        setTimer: (work) => work(),
      }),
    );
    const submitted: unknown[] = [];
    let completed = false;
    const fetch = vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/x/marathon/quiz/answers') {
        submitted.push(await request.json());
        completed = true;
        return jsonResponse({ result: { correct: 2, total: 2, passed: true, xp_awarded: 40 } });
      }
      if (pathname === '/api/x/marathon/quiz') {
        return jsonResponse(completed ? { ...quiz, marathon: { ...quiz.marathon, completed: true, result: { correct: 2, total: 2, passed: true, xp_awarded: 40 } } } : quiz);
      }
      return jsonResponse({ balance: 0 });
    });
    const router = renderQuiz('/marathon', fetch);

    expect(await screen.findByText('П’ять питань.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Пройти квіз' }));
    expect(await screen.findByText('Питання 1 з 2')).toBeVisible();
    expect(router.state.location.pathname).toBe('/marathon/quiz');

    await userEvent.click(screen.getByLabelText('20'));
    await userEvent.click(screen.getByRole('button', { name: 'Далі' }));
    await userEvent.click(screen.getByLabelText('Сканувати пачки'));
    await userEvent.click(screen.getByLabelText('Запрошувати друзів'));
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати відповіді' }));

    expect(await screen.findByRole('heading', { name: 'Твій результат' })).toBeVisible();
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('2 правильні відповіді з 2');
    expect(screen.getByText(/\+40/)).toBeVisible();
    expect(submitted).toEqual([
      {
        product: 'ogo',
        marathon_id: 'ogo-marathon-1',
        answers: [
          { question_id: 'q1', option_ids: ['o2'] },
          { question_id: 'q2', option_ids: ['o1', 'o2'] },
        ],
      },
    ]);
  }, 20_000);

  it('says what went wrong when the answers could not be sent, keeping them', async () => {
    const fetch = vi.fn(async (request: Request) =>
      new URL(request.url).pathname.endsWith('/answers')
        ? new Response('<html>502</html>', { status: 502 })
        : jsonResponse({ ...quiz, questions: quiz.questions.slice(0, 1) }),
    );
    renderQuiz('/marathon/quiz', fetch);
    await userEvent.click(await screen.findByLabelText('10'));
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати відповіді' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося надіслати відповіді');
    expect(screen.getByLabelText('10')).toBeChecked();
  }, 20_000);
});
