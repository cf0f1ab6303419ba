export interface ShareData {
  title: string;
  text: string;
  url: string;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unavailable';

type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
};

/**
 * The system share sheet where the device has one; otherwise the link goes to the clipboard.
 * A customer closing the sheet is `cancelled` (nothing to say); when neither works the screen
 * shows the link to copy by hand (`unavailable`).
 */
export async function shareOrCopy(data: ShareData, nav: ShareNavigator | undefined = globalThis.navigator): Promise<ShareOutcome> {
  if (nav?.share && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
      // NotAllowedError (no user gesture), a share target that failed: fall back to the clipboard.
    }
  }
  return copyText(`${data.text} ${data.url}`, nav);
}

/** Copies text; `unavailable` where the clipboard cannot be written. */
export async function copyText(text: string, nav: ShareNavigator | undefined = globalThis.navigator): Promise<'copied' | 'unavailable'> {
  if (!nav?.clipboard?.writeText) return 'unavailable';
  try {
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'unavailable';
  }
}
