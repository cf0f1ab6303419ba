import { useCallback, useSyncExternalStore } from 'react';
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useOnlineStatus } from '@cx/shared-pwa';
import { SavedDataNotice } from '@cx/shared-ui';
import { savedDataTime } from './saved-data-time';
import styles from './app-frame.module.css';

/**
 * Above a signed-in screen: "Показуємо збережене. Оновлено о 14:32" while what the screen shows is
 * the copy saved on the device (offline, or a refresh failed), read from the query cache, so that
 * every screen says it the same way without knowing it.
 */
export function SavedDataSlot() {
  const cache = useQueryClient().getQueryCache();
  const online = useOnlineStatus();
  // Batched as TanStack's own hooks do: the cache changes while other components render.
  const subscribe = useCallback((listener: () => void) => cache.subscribe(notifyManager.batchCalls(listener)), [cache]);
  const savedAt = useSyncExternalStore(
    subscribe,
    () => savedDataTime(cache.getAll(), online),
    () => null,
  );
  return (
    <div className={styles.savedData}>
      <SavedDataNotice savedAt={savedAt} offline={!online} />
    </div>
  );
}
