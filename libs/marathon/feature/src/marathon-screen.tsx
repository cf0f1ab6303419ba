import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { marathonQuizQueryOptions, type MarathonQuiz } from '@cx/marathon-data-access';
import { HtmlContent, PageSkeleton } from '@cx/content-ui';
import { Card, Stack } from '@cx/shared-ui';
import { messages } from './messages';
import { ResultView } from './result-view';
import styles from './marathon.module.css';
import { BoundaryScreen, useAppContext } from '@cx/shared-routing';

/** /marathon: the current marathon, its dates and state, and the way into its quiz. */
export function MarathonScreen() {
  return (
    <BoundaryScreen
      title={messages.title}
      fallback={<PageSkeleton />}
      errorTitle={messages.loadError}
      content={<MarathonLoaded />}
    />
  );
}

function MarathonLoaded() {
  const { api, product } = useAppContext();
  const { data } = useSuspenseQuery(marathonQuizQueryOptions(api, product));
  return <MarathonView quiz={data} />;
}

export function MarathonView({ quiz }: { quiz: MarathonQuiz }) {
  const { marathon, questions } = quiz;
  return (
    <Stack gap={4}>
      <Card as="section" aria-labelledby="marathon-title">
        <Stack gap={2}>
          <h2 id="marathon-title" className={styles.name}>
            {marathon.title}
          </h2>
          <p className={styles.muted}>{messages.period(marathon.startsAt, marathon.endsAt)}</p>
          <HtmlContent sanitizedHtml={marathon.html} />
        </Stack>
      </Card>
      {marathon.completed ? (
        <>
          <p>{messages.completed}</p>
          {marathon.result ? <ResultView result={marathon.result} /> : null}
        </>
      ) : marathon.status === 'upcoming' ? (
        <p>{messages.upcoming(marathon.startsAt)}</p>
      ) : marathon.status === 'finished' ? (
        <p>{messages.finished}</p>
      ) : questions.length === 0 ? (
        <p>{messages.noQuestions}</p>
      ) : (
        <Link to="/marathon/quiz" className={styles.primary}>
          {messages.start}
        </Link>
      )}
    </Stack>
  );
}
