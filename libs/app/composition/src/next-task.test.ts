import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task, not among the current microtasks', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const yielded = nextTask().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('microtask');
    await yielded;
    expect(order).toEqual(['microtask', 'task queued before', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduler = { yield: vi.fn(function (this: unknown) { return Promise.resolve(); }) };
    vi.stubGlobal('scheduler', scheduler);
    await nextTask();
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
    expect(scheduler.yield.mock.contexts[0]).toBe(scheduler);
  });
});
