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

/** The longest `afterInteractionAnswered` waits for the click of a press or key (a long press, a drag, a scroll). */
export const CLICK_WAIT_MS = 300;

/**
 * Runs `work` once the interaction under way has been answered on screen: after its click, or CLICK_WAIT_MS
 * after the call where none comes, and then after the next frame has been drawn. For work an interaction sets
 * off that is not its answer: a tap's pointerdown and touchstart come before its click, and work started at
 * them would run before the click's answer is drawn. Returns a function that cancels it.
 */
export function afterInteractionAnswered(work: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  const answered = () => {
    removeEventListener('click', answered, true);
    clearTimeout(timer);
    // A frame callback runs before that frame is drawn; a task it queues runs once it has been.
    frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (!cancelled) work();
      }, 0);
    });
  };
  // In the capture phase, ahead of the page's own handler: this only asks for the frame after it.
  addEventListener('click', answered, { capture: true, passive: true });
  timer = setTimeout(answered, CLICK_WAIT_MS);
  return () => {
    cancelled = true;
    removeEventListener('click', answered, true);
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}
