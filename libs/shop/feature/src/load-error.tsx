import { AlertIcon, Button, EmptyState } from '@cx/shared-ui';
import { messages } from './messages';

/** A failed call: say so in Ukrainian and offer to try again (the cache keeps what it had). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={<AlertIcon size={40} />}
      title={messages.error.title}
      text={messages.error.text}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {messages.error.retry}
        </Button>
      }
    />
  );
}

/**
 * The shop's ScreenBoundary view of a failure (its renderError): the catalogue's own words, the
 * ones its customers and the fault tests know, whatever the failure was.
 */
export function showLoadError(_error: unknown, retry: () => void) {
  return <LoadError onRetry={retry} />;
}
