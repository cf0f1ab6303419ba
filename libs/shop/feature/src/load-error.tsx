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
