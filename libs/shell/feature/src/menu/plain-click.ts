import type { MouseEvent } from 'react';

/** A left click without modifiers: anything else (new tab, new window) is left to the browser. */
export function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
