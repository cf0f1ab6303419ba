import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { LoadErrorView, type LoadErrorKind } from './load-error';

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
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Suspense plus an error boundary for one screen's data: a skeleton while loading, a Ukrainian
 * message with a retry when it fails, so a failed call never reaches the route's error screen.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Shown to the customer; nothing else to do (React logs it in development).
  }

  retry = () => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  override render() {
    const { children, fallback, classify, errorTitle, headingLevel } = this.props;
    if (this.state.failed) {
      return (
        <LoadErrorView
          kind={classify(this.state.error)}
          onRetry={this.retry}
          title={errorTitle}
          headingLevel={headingLevel}
        />
      );
    }
    return <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
