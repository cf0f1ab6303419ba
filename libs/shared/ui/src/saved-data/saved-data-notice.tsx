import { formatDate, formatTime, toKyivIsoDate } from '@cx/shared-util-format';
import { Notice } from '../notice/notice';
import { messages } from './messages';

export interface SavedDataNoticeProps {
  /** When the oldest answer on screen was fetched (ms since the epoch); nothing is rendered without it. */
  savedAt: number | null;
  /** The device is offline; otherwise a refresh failed and what is shown is the saved copy. */
  offline: boolean;
  /** The moment "today" is read from (stories and tests pin it). */
  now?: number;
}

/** "о 14:32" today, "28.11.2026 о 14:32" on another day (Kyiv's calendar). */
function updatedAt(savedAt: number, now: number): string {
  const time = formatTime(savedAt);
  return toKyivIsoDate(savedAt) === toKyivIsoDate(now) ? messages.today(time) : messages.onDay(formatDate(savedAt), time);
}

/**
 * The line a screen shows above data that is the saved copy, not a fresh answer: offline, or when
 * a refresh failed. It says so and when the data was last updated ("Показуємо збережене.
 * Оновлено о 14:32"), politely announced (data-testid "saved-data").
 */
export function SavedDataNotice({ savedAt, offline, now = Date.now() }: SavedDataNoticeProps) {
  if (savedAt === null) return null;
  return (
    <Notice data-testid="saved-data">
      {offline ? messages.offline : messages.refreshFailed} {updatedAt(savedAt, now)}
    </Notice>
  );
}
