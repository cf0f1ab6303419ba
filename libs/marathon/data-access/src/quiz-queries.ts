import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiClientError, unwrap, type ApiClient, type ProductKey, type components } from '@cx/api-client';
import { sanitizeHtml } from '@cx/content-data-access';
import { bonusKeys } from '@cx/bonuses-data-access';

type Schemas = components['schemas'];
export type MarathonResult = Schemas['MarathonResult'];
export type QuizQuestion = Schemas['QuizQuestion'];
export type MarathonStatus = Schemas['MarathonQuiz']['marathon']['status'];

export interface Marathon {
  id: string;
  title: string;
  /** Sanitized. */
  html: string;
  startsAt: string;
  endsAt: string;
  status: MarathonStatus;
  completed: boolean;
  result: MarathonResult | null;
}

export interface MarathonQuiz {
  marathon: Marathon;
  questions: QuizQuestion[];
}

/** The chosen option ids per question id. */
export type QuizAnswers = Readonly<Record<string, readonly string[]>>;

export type MarathonApi = Pick<ApiClient, 'GET' | 'POST'>;

export const marathonKeys = {
  all: ['marathon'] as const,
  quiz: (product: ProductKey) => [...marathonKeys.all, product, 'quiz'] as const,
};

/** The marathon and its questions (without the answers). */
export function marathonQuizQueryOptions(api: MarathonApi, product: ProductKey) {
  return queryOptions({
    queryKey: marathonKeys.quiz(product),
    queryFn: async ({ signal }): Promise<MarathonQuiz> => {
      const { marathon, questions } = await unwrap(
        api.GET('/api/x/marathon/quiz', { params: { query: { product } }, signal }),
      );
      return {
        marathon: {
          id: marathon.id,
          title: marathon.title,
          html: await sanitizeHtml(marathon.description_html),
          startsAt: marathon.starts_at,
          endsAt: marathon.ends_at,
          status: marathon.status,
          completed: marathon.completed,
          result: marathon.result,
        },
        questions,
      };
    },
    staleTime: 60_000,
  });
}

/** Every question has at least one option chosen (the contract needs one per question). */
export function isQuizComplete(questions: readonly QuizQuestion[], answers: QuizAnswers): boolean {
  return questions.every((question) => (answers[question.id]?.length ?? 0) > 0);
}

/** A single-choice question keeps one option; a multiple-choice one toggles it. */
export function chooseOption(answers: QuizAnswers, question: QuizQuestion, optionId: string): QuizAnswers {
  const current = answers[question.id] ?? [];
  const next = question.multiple
    ? current.includes(optionId)
      ? current.filter((id) => id !== optionId)
      : [...current, optionId]
    : [optionId];
  return { ...answers, [question.id]: next };
}

export interface SubmitQuizInput {
  product: ProductKey;
  marathonId: string;
  questions: readonly QuizQuestion[];
  answers: QuizAnswers;
}

/** What submitting ended in: the result, or "already done" (409 quiz_completed) with the stored one. */
export type SubmitQuizOutcome =
  | { kind: 'result'; result: MarathonResult }
  | { kind: 'already-completed'; result: MarathonResult | null };

/**
 * Submit once per marathon. A second submit (another tab, a double tap that slipped through)
 * answers 409 quiz_completed: that is not a failure, the stored result is shown instead.
 */
export function submitQuizMutationOptions(api: MarathonApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...marathonKeys.all, 'submit'],
    mutationFn: async (input: SubmitQuizInput): Promise<SubmitQuizOutcome> => {
      const body = {
        product: input.product,
        marathon_id: input.marathonId,
        answers: input.questions.map((question) => ({
          question_id: question.id,
          option_ids: [...(input.answers[question.id] ?? [])],
        })),
      };
      try {
        const { result } = await unwrap(api.POST('/api/x/marathon/quiz/answers', { body }));
        return { kind: 'result', result };
      } catch (error) {
        if (isApiClientError(error) && error.status === 409 && error.errorType === 'quiz_completed') {
          const fresh = await queryClient.fetchQuery({
            ...marathonQuizQueryOptions(api, input.product),
            staleTime: 0,
          });
          return { kind: 'already-completed', result: fresh.marathon.result };
        }
        throw error;
      }
    },
    onSettled: async (_data, _error, input) => {
      // The marathon is now completed and XP may have been awarded.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: marathonKeys.quiz(input.product) }),
        queryClient.invalidateQueries({ queryKey: bonusKeys.product(input.product) }),
      ]);
    },
  });
}
