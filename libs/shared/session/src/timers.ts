/** At most the largest delay timers accept; a longer wait is re-planned when it fires. */
export function later(fn: () => void, ms: number): ReturnType<typeof setTimeout> {
  return setTimeout(fn, Math.min(Math.max(ms, 0), 2 ** 31 - 1));
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One timer that a new plan replaces. */
export function createTimer() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    plan(fn: () => void, ms: number) {
      clearTimeout(timer);
      timer = later(fn, ms);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
