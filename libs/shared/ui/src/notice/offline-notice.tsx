import type { ReactNode } from 'react';
import { Notice } from './notice';

export interface OfflineNoticeProps {
  /** The connection is up: nothing is rendered. */
  online: boolean;
  /** What still works offline, in the screen's words. */
  children: ReactNode;
}

/**
 * The "no connection" status line a screen shows while offline (data-testid "offline-notice",
 * which e2e specs look for), so every screen says it the same way.
 */
export function OfflineNotice({ online, children }: OfflineNoticeProps) {
  return !online ? <Notice data-testid="offline-notice">{children}</Notice> : null;
}
