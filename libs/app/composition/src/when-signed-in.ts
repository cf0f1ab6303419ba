import type { Session } from '@cx/shared-session';

/** Runs `work` once the session is signed in: at once if it is, else at the sign-in. */
export function whenSignedIn(session: Pick<Session, 'isSignedIn' | 'subscribe'>, work: () => void): void {
  if (session.isSignedIn()) {
    work();
    return;
  }
  const stop = session.subscribe(() => {
    if (!session.isSignedIn()) return;
    stop();
    work();
  });
}
