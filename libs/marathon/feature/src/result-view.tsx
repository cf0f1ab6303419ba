import type { MarathonResult } from '@cx/marathon-data-access';
import { Card, Stack } from '@cx/shared-ui';
import { messages } from './messages';
import styles from './marathon.module.css';

export function ResultView({ result }: { result: MarathonResult }) {
  return (
    <Card as="section" aria-labelledby="quiz-result" className={styles.result}>
      <Stack gap={2}>
        <h2 id="quiz-result" className={styles.name}>
          {messages.resultTitle}
        </h2>
        <p className={styles.score} data-testid="quiz-score">
          {messages.resultScore(result.correct, result.total)}
        </p>
        <p>{result.passed ? messages.passed : messages.notPassed}</p>
        {result.xp_awarded > 0 ? <p className={styles.xp}>{messages.xpAwarded(result.xp_awarded)}</p> : null}
      </Stack>
    </Card>
  );
}
