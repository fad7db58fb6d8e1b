import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A shared page being rendered to be kept (`servePage`, server/http-cache.server.ts): the clock it is rendered
 * at (the start of the current freshness window, the same on every process: `renderClock`,
 * server/page-cache.ts), and the tags of every public read its render used, which the kept page is dropped by.
 */
export interface SharedRender {
  clock: number;
  tags: Set<string>;
}

const current = new AsyncLocalStorage<SharedRender>();

/** Runs `work` (the page's render, its body read to the end) as the shared render `render`. */
export function renderShared<T>(render: SharedRender, work: () => T): T {
  return current.run(render, work);
}

/** The shared render this code runs in, if any. */
export function sharedRender(): SharedRender | undefined {
  return current.getStore();
}

/** Adds the tags of a public read to the shared render this code runs in (none: nothing to do). */
export function noteReadTags(tags: readonly string[]): void {
  const render = current.getStore();
  if (render) for (const tag of tags) render.tags.add(tag);
}
