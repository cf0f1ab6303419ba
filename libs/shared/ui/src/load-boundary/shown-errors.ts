/** The boundaries that show what they catch to the customer (every LoadBoundary). */
const showing = new WeakSet<object>();

/** A boundary says, once it exists, that whatever it catches ends up on the screen. */
export function markShowsCaughtErrors(boundary: object): void {
  showing.add(boundary);
}

/**
 * Whether the error boundary that caught an error (React's `errorInfo.errorBoundary` in the
 * root's onCaughtError) shows it to the customer: such an error is part of the screen, not a fault
 * to log. Kept apart from LoadBoundary so the app's entry can ask without loading its views.
 */
export function showsCaughtErrors(errorBoundary: unknown): boolean {
  return typeof errorBoundary === 'object' && errorBoundary !== null && showing.has(errorBoundary);
}
