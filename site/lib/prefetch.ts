import { preloadModulesInSlices } from './module-preloads.ts';
import { PART_FILES_ID } from './part-files.ts';
import { yieldToIdle } from './yield-to-main.ts';

/**
 * Code there before the tap (docs/performance.md, "Lazy parts and prefetch"): the code of the parts a page shows
 * is fetched once the page has painted and the browser is idle, most likely first, one after another; at the
 * diner's first sign of intent (the pointer over the page, focus, a touch) whatever is still waiting is fetched
 * at once. Plain DOM listeners, passive: they only start downloads.
 */

/** Signs of intent: the first of them anywhere fetches every waiting part's code at once. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The longest the idle fetch waits for the browser to be idle (requestIdleCallback's timeout). */
export const IDLE_TIMEOUT_MS = 2000;

/** Where requestIdleCallback is missing (Safari): the idle fetch starts this long after the page's hydration. */
export const NO_IDLE_CALLBACK_DELAY_MS = 200;

/** How likely a diner is to use a part first: higher is fetched first. */
export const PRIORITY = { booking: 3, body: 2, furniture: 1 } as const;

type Task = { load: () => Promise<unknown>; priority: number };

let waiting: Task[] = [];
let armed = false;

/** The performance mark set when the first prefetch starts: what a page fetched before it is its first load. */
export const PREFETCH_MARK = 'prefetch';
let marked = false;
function mark() {
  if (marked) return;
  marked = true;
  performance.mark(PREFETCH_MARK);
  // Every file of the page's parts (the server's list, lib/part-files.ts), a link at a time with the main thread
  // given back between: each part's import then finds its imports on the way, not one level after another.
  void preloadModulesInSlices(PART_FILES_ID, yieldToIdle);
}

function start(task: Task) {
  // A failed fetch (offline, a new release) waits for the next sign of intent.
  return task.load().catch(() => {
    waiting.push(task);
    arm();
  });
}

/** The tasks the idle fetch is going through, one after another. */
let inTurn: Task[] = [];

function startAll() {
  for (const type of INTENT_EVENTS) removeEventListener(type, startAll, true);
  armed = false;
  const tasks = [...inTurn, ...waiting];
  inTurn = [];
  waiting = [];
  if (tasks.length) mark();
  for (const task of tasks) void start(task);
}

async function startInTurn() {
  // Sorted at the moment the browser is idle: every part the page rendered has asked by then. A part whose
  // fetch fails goes back to `waiting`, for the next sign of intent, not round this loop again.
  inTurn.push(...waiting.splice(0));
  inTurn.sort((a, b) => b.priority - a.priority);
  if (inTurn.length) mark();
  while (inTurn.length > 0) await start(inTurn.shift() as Task);
}

function arm() {
  if (armed) return;
  armed = true;
  for (const type of INTENT_EVENTS) addEventListener(type, startAll, { capture: true, passive: true });
}

let idlePending = false;

function whenIdle() {
  if (idlePending) return;
  idlePending = true;
  const run = () => {
    idlePending = false;
    void startInTurn();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
}

/**
 * Fetches a part's code when the browser is next idle (or at once on intent). Call it from an effect, after the
 * page has painted and hydrated: every part the page rendered asks in the same commit, and they are fetched in
 * order of priority. `load` must be idempotent (a part's `preload`).
 */
export function prefetchWhenIdle(load: () => Promise<unknown>, priority: number) {
  if (typeof window === 'undefined') return;
  waiting.push({ load, priority });
  arm();
  whenIdle();
}
