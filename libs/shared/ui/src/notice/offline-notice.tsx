import type { ReactNode } from 'react';
import { Notice } from './notice';

export interface OfflineNoticeProps {
  /** The connection is up: nothing is rendered. */
  online: boolean;
  /** What still works offline, in the screen's words. */
  children: ReactNode;
  /** For an action it explains (its aria-describedby): why it cannot be done now. */
  id?: string;
}

/**
 * The "no connection" status line a screen shows while offline (data-testid "offline-notice",
 * which e2e specs look for), so every screen says it the same way.
 */
export function OfflineNotice({ online, children, id }: OfflineNoticeProps) {
  return !online ? (
    <Notice data-testid="offline-notice" id={id}>
      {children}
    </Notice>
  ) : null;
}
