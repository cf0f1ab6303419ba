import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import {
  chooseOption,
  isQuizComplete,
  type MarathonQuiz,
  type MarathonResult,
  type QuizAnswers,
} from '@cx/marathon-data-access';
import { Button, Inline, Stack } from '@cx/shared-ui';
import { messages } from './messages';
import { ResultView } from './result-view';
import styles from './marathon.module.css';

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
