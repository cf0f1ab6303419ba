import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { AlertIcon, OfflineIcon } from '../icons/icons';
import { messages } from './messages';

/** What kind of failure a screen shows (api-client's describeLoadError returns the same values). */
export type LoadErrorKind = 'offline' | 'not-found' | 'unavailable';

export interface LoadErrorViewProps {
  kind: LoadErrorKind;
  /** Shown as a retry button, except for not-found (retrying would not help). */
  onRetry?: () => void;
  /**
   * A more specific title, e.g. "Не вдалося завантажити новини" (not for offline or not-found,
   * whose own titles say what the customer can do).
   */
  title?: string;
  headingLevel?: 1 | 2;
}

/** A clear Ukrainian message for data that did not load, with a retry where it can help. */
export function LoadErrorView({ kind, onRetry, title, headingLevel = 2 }: LoadErrorViewProps) {
  const text = messages.errors[kind];
  return (
    <div role="alert" data-testid={kind === 'offline' ? 'needs-connection' : undefined}>
      <EmptyState
        icon={kind === 'offline' ? <OfflineIcon /> : <AlertIcon />}
        title={kind === 'unavailable' ? (title ?? text.title) : text.title}
        headingLevel={headingLevel}
        text={text.text}
        action={
          onRetry && kind !== 'not-found' ? (
            <Button variant="secondary" onClick={onRetry}>
              {messages.retry}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
