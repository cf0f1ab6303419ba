import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { marathonQuizQueryOptions, submitQuizMutationOptions } from '@cx/marathon-data-access';
import { PageSkeleton } from '@cx/content-ui';

import { track } from '@cx/analytics-data-access';
import { BoundaryScreen, useAppContext } from '@cx/shared-routing';
import { messages } from './messages';
import { QuizView } from './quiz-view';

/** /marathon/quiz: the questions one at a time, then the result. */
export function QuizScreen() {
  return (
    <BoundaryScreen
      title={messages.quizTitle}
      fallback={<PageSkeleton />}
      errorTitle={messages.loadError}
      content={<QuizLoaded />}
    />
  );
}

function QuizLoaded() {
  const { api, product } = useAppContext();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(marathonQuizQueryOptions(api, product));
  const submit = useMutation(submitQuizMutationOptions(api, queryClient));
  return (
    <QuizView
      quiz={data}
      submitting={submit.isPending}
      failed={submit.isError}
      result={submit.data?.result ?? null}
      onSubmit={(answers) => {
        const input = { product, marathonId: data.marathon.id, questions: data.questions, answers };
        submit.mutate(input, {
          onSuccess: (outcome) =>
            track('marathon_quiz_submit', { marathon: data.marathon.id, correct: outcome.result?.correct ?? -1 }),
        });
      }}
    />
  );
}
