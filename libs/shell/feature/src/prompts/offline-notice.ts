/**
 * The offline banner's words, apart: the banner is in the main bundle, the shell's table is not.
 * It says only that the connection is gone: whether a screen shows saved data (and from when) is
 * the screen's own line above its content (SavedDataSlot), or its "needs the connection" message.
 */
export const OFFLINE_NOTICE = 'Немає з’єднання з інтернетом.';
