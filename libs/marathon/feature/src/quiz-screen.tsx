import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  chooseOption,
  isQuizComplete,
  marathonQuizQueryOptions,
  submitQuizMutationOptions,
  type MarathonQuiz,
  type MarathonResult,
  type QuizAnswers,
  type SubmitQuizInput,
} from '@cx/marathon-data-access';
import { PageSkeleton } from '@cx/content-ui';
import { Button, Inline, Page, Stack } from '@cx/shared-ui';
import { track } from '@cx/analytics-data-access';
import { messages } from './messages';
import { ResultView } from './result-view';
import styles from './marathon.module.css';
import { ScreenBoundary, useAppContext, useDocumentTitle } from '@cx/shared-routing';

/** /marathon/quiz: the questions one at a time, then the result. */
export function QuizScreen() {
  useDocumentTitle(messages.quizTitle);
  return (
    <Page as="main" title={messages.quizTitle}>
      <ScreenBoundary fallback={<PageSkeleton />} errorTitle={messages.loadError}>
        <QuizLoaded />
      </ScreenBoundary>
    </Page>
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
        const input: SubmitQuizInput = { product, marathonId: data.marathon.id, questions: data.questions, answers };
        submit.mutate(input, {
          onSuccess: (outcome) =>
            track('marathon_quiz_submit', { marathon: data.marathon.id, correct: outcome.result?.correct ?? -1 }),
        });
      }}
    />
  );
}

export interface QuizViewProps {
  quiz: MarathonQuiz;
  submitting?: boolean;
  failed?: boolean;
  /** The result once submitted. */
  result?: MarathonResult | null;
  onSubmit: (answers: QuizAnswers) => void;
}

export function QuizView({ quiz, submitting = false, failed = false, result = null, onSubmit }: QuizViewProps) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const { marathon, questions } = quiz;

  const shownResult = result ?? (marathon.completed ? marathon.result : null);
  if (shownResult || marathon.completed || marathon.status !== 'active' || questions.length === 0) {
    return (
      <Stack gap={4}>
        {shownResult ? <ResultView result={shownResult} /> : <p>{marathon.completed ? messages.completed : messages.finished}</p>}
        <Link to="/marathon" className={styles.primary}>
          {messages.toMarathon}
        </Link>
      </Stack>
    );
  }

  const question = questions[Math.min(index, questions.length - 1)]!;
  const chosen = answers[question.id] ?? [];
  const last = index >= questions.length - 1;
  const inputType = question.multiple ? 'checkbox' : 'radio';

  return (
    <form
      className={styles.quiz}
      onSubmit={(event) => {
        event.preventDefault();
        if (!last) {
          setIndex(index + 1);
          return;
        }
        if (isQuizComplete(questions, answers) && !submitting) onSubmit(answers);
      }}
    >
      <p className={styles.muted} aria-live="polite">
        {messages.progress(index + 1, questions.length)}
      </p>
      <fieldset className={styles.fieldset} key={question.id}>
        <legend className={styles.question}>{question.text}</legend>
        <p className={styles.muted}>{question.multiple ? messages.chooseMany : messages.chooseOne}</p>
        {question.image ? <img className={styles.image} src={question.image} alt="" /> : null}
        <div className={styles.options}>
          {question.options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input
                type={inputType}
                name={question.id}
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={() => setAnswers((current) => chooseOption(current, question, option.id))}
              />
              <span>{option.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {failed ? (
        <p role="alert" className={styles.error}>
          {messages.submitError}
        </p>
      ) : null}
      <Inline gap={3} justify="between" wrap={false}>
        {index > 0 ? (
          <Button type="button" variant="secondary" onClick={() => setIndex(index - 1)}>
            {messages.previous}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={chosen.length === 0} loading={submitting}>
          {last ? messages.submit : messages.next}
        </Button>
      </Inline>
    </form>
  );
}
