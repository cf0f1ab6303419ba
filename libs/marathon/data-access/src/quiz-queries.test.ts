import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createTestApiClient } from '@cx/api-client/testing';
import {
  chooseOption,
  isQuizComplete,
  marathonKeys,
  marathonQuizQueryOptions,
  submitQuizMutationOptions,
} from './quiz-queries';
import { quizResponse } from './testing/fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const [single, multiple] = quizResponse.questions as [
  (typeof quizResponse.questions)[number],
  (typeof quizResponse.questions)[number],
];

describe('answers', () => {
  it('keeps one option for a single-choice question and toggles for a multiple one', () => {
    let answers = chooseOption({}, single, 'a');
    answers = chooseOption(answers, single, 'b');
    expect(answers[single.id]).toEqual(['b']);
    answers = chooseOption(answers, multiple, 'a');
    answers = chooseOption(answers, multiple, 'b');
    answers = chooseOption(answers, multiple, 'a');
    expect(answers[multiple.id]).toEqual(['b']);
  });

  it('is complete only when every question has an answer', () => {
    expect(isQuizComplete([single, multiple], { [single.id]: ['b'] })).toBe(false);
    expect(isQuizComplete([single, multiple], { [single.id]: ['b'], [multiple.id]: [] })).toBe(false);
    expect(isQuizComplete([single, multiple], { [single.id]: ['b'], [multiple.id]: ['a'] })).toBe(true);
  });
});

describe('marathonQuizQueryOptions', () => {
  it('loads the brand’s marathon and sanitizes its description', async () => {
    const fetch = vi.fn(async (_request: Request) => json(quizResponse));
    const { api } = createTestApiClient({ fetch });
    const quiz = await new QueryClient().fetchQuery(marathonQuizQueryOptions(api, 'ogo'));
    expect(new URL(fetch.mock.calls[0]![0].url).searchParams.get('product')).toBe('ogo');
    expect(quiz.marathon.html).toBe('<p>Щомісяця нові питання. За кожну правильну відповідь — XP.</p>');
    expect(quiz.questions).toHaveLength(2);
  });
});

describe('submitQuizMutationOptions', () => {
  it('sends one answer per question and returns the result', async () => {
    const bodies: unknown[] = [];
    const { api } = createTestApiClient({
      fetch: async (request) => {
        bodies.push(await request.json());
        return json({ result: { correct: 2, total: 2, passed: true, xp_awarded: 50 } });
      },
    });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const options = submitQuizMutationOptions(api, client);
    const input = {
      product: 'glo' as const,
      marathonId: 'm-2026-11',
      questions: [single, multiple],
      answers: { [single.id]: ['b'], [multiple.id]: ['a', 'b'] },
    };
    const outcome = await options.mutationFn!(input, {} as never);
    await options.onSettled!(outcome, null, input, undefined, {} as never);

    expect(bodies[0]).toEqual({
      product: 'glo',
      marathon_id: 'm-2026-11',
      answers: [
        { question_id: 'q1', option_ids: ['b'] },
        { question_id: 'q2', option_ids: ['a', 'b'] },
      ],
    });
    expect(outcome).toEqual({ kind: 'result', result: { correct: 2, total: 2, passed: true, xp_awarded: 50 } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: marathonKeys.quiz('glo') });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bonuses', 'glo'] });
  });

  it('treats 409 quiz_completed as done and shows the stored result', async () => {
    const stored = { correct: 1, total: 2, passed: false, xp_awarded: 0 };
    const { api } = createTestApiClient({
      fetch: async (request) =>
        request.method === 'POST'
          ? json({ message: 'Квіз уже пройдено', errorType: 'quiz_completed', statusCode: 409 }, 409)
          : json({ ...quizResponse, marathon: { ...quizResponse.marathon, completed: true, result: stored } }),
    });
    const options = submitQuizMutationOptions(api, new QueryClient());
    const outcome = await options.mutationFn!(
      { product: 'glo', marathonId: 'm-2026-11', questions: [single], answers: { q1: ['a'] } },
      {} as never,
    );
    expect(outcome).toEqual({ kind: 'already-completed', result: stored });
  });
});
