import type { RootOptions } from 'react-dom/client';
import { showsCaughtErrors } from '@cx/shared-ui';

/**
 * What the app's React root does with an error an error boundary caught. React logs every one on
 * the console; one that a ScreenBoundary caught is on the screen (its Ukrainian message with a
 * retry, or the screen's own view of it) and is part of using the app, so it is not logged. Any
 * other caught error is logged as React does. Uncaught and recoverable errors keep React's own
 * handling (reported as page errors). There is no error reporting to send them to.
 */
export const rootErrorOptions = {
  onCaughtError(error, errorInfo) {
    if (showsCaughtErrors(errorInfo.errorBoundary)) return;
    console.error(error);
  },
} satisfies Pick<RootOptions, 'onCaughtError'>;
