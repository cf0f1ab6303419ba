import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { LoadErrorView, type LoadErrorKind } from './load-error';
import { markShowsCaughtErrors } from './shown-errors';

export interface LoadBoundaryProps {
  children: ReactNode;
  /** Shown while the children suspend (a skeleton of the screen). */
  fallback: ReactNode;
  /** Maps what was thrown to a message (api-client's describeLoadError). */
  classify: (error: unknown) => LoadErrorKind;
  /** Called before the children are tried again (e.g. reset the query error boundary). */
  onReset?: () => void;
  errorTitle?: string;
  headingLevel?: 1 | 2;
  /**
   * The failure's own view instead of the shared message: words a screen's customers already know
   * (the catalogue's), or another page for some failures (a product the shop does not know is the
   * 404 page). `retry` tries the children again, as the shared message's button does. Not used
   * offline: the shared needs-connection message is shown then.
   */
  renderError?: (error: unknown, retry: () => void) => ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Suspense plus an error boundary for one screen's data: a skeleton while loading, a Ukrainian
 * message with a retry when it fails, so a failed call never reaches the route's error screen.
 * Offline (nothing saved on the device for this screen) the message says it needs the connection,
 * and the retry runs by itself when the browser says the connection is back.
 * What it catches is on the screen, so the app's root does not log it (showsCaughtErrors).
 */
export class LoadBoundary extends Component<LoadBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  constructor(props: LoadBoundaryProps) {
    super(props);
    markShowsCaughtErrors(this);
  }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Shown to the customer; nothing else to do (the app's root decides what is logged).
  }

  retry = () => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  // Data that failed for want of a connection is asked for again the moment it is back.
  private readonly retryOnline = () => {
    if (this.state.failed && this.props.classify(this.state.error) === 'offline') this.retry();
  };

  override componentDidMount(): void {
    window.addEventListener('online', this.retryOnline);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryOnline);
  }

  override render() {
    const { children, fallback, classify, errorTitle, headingLevel, renderError } = this.props;
    if (this.state.failed) {
      const kind = classify(this.state.error);
      // Offline, every screen says the same: it needs the connection (and comes back by itself).
      if (renderError && kind !== 'offline') return renderError(this.state.error, this.retry);
      return (
        <LoadErrorView
          kind={kind}
          onRetry={this.retry}
          title={errorTitle}
          headingLevel={headingLevel}
        />
      );
    }
    return <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
