/** The guards of routes past the first screens (later-guards.ts): a chunk of their own. */
export const loadLaterGuards = () => import('./later-guards');
