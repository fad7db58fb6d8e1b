/**
 * Giving the main thread back between slices of work, so that no task at load runs long enough (50 ms on a slow
 * phone) to hold a tap or a paint (docs/performance.md, "The main thread at load"). No imports: the browser entry
 * (client.tsx) uses it too.
 */

interface Scheduler {
  yield?: () => Promise<void>;
  postTask?: (task: () => void, options: { priority: 'background' | 'user-visible' }) => Promise<void>;
}
const scheduler = (): Scheduler | undefined => (globalThis as { scheduler?: Scheduler }).scheduler;

/**
 * Ends the current task and goes on in a new one, ahead of other waiting tasks where the browser can say so
 * (`scheduler.yield()`), otherwise after them (a zero timer). For work on the way to a visible answer.
 */
export function yieldToMain(): Promise<void> {
  const s = scheduler();
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Ends the current task and goes on when nothing more urgent waits: a background task where the browser has
 * them, otherwise the next idle period (at most `timeout` ms later), otherwise a zero timer. For preparation a
 * diner has not asked for yet.
 */
export function yieldToIdle(timeout = 1000): Promise<void> {
  const s = scheduler();
  if (typeof s?.postTask === 'function') return s.postTask(() => {}, { priority: 'background' });
  if (typeof requestIdleCallback === 'function')
    return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }));
  return new Promise((resolve) => setTimeout(resolve, 0));
}
