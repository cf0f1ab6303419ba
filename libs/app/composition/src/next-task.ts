type YieldingScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a later task, so that the work before and after it are separate tasks of the main
 * thread: the browser paints and answers input in between, and neither half is a long task
 * (Lighthouse's TBT counts each task's time beyond 50 ms). `scheduler.yield()` where there is one
 * (it continues ahead of other queued tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const yieldNow = (globalThis as YieldingScheduler).scheduler?.yield;
  if (typeof yieldNow === 'function') return yieldNow.call((globalThis as YieldingScheduler).scheduler);
  return new Promise((resolve) => setTimeout(resolve, 0));
}
