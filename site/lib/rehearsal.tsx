import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { yieldToIdle } from './yield-to-main.ts';

/*
 * The first tap rehearsed (docs/performance.md, "The first tap"): the code a page's likeliest first tap runs is
 * run once, unseen, before the tap. A first run of any code is slower than the next (V8 runs it in its interpreter
 * with nothing learnt yet), and on a slow phone the first filter on a menu took 1.4x the same filter again. A
 * rehearsal renders the part that answers the tap in a React root of its own, on an element that is never in the
 * document, goes through the states the tap moves it between, one slice at a time once the page is idle, and is
 * then unmounted: nothing on screen, in the accessibility tree or in the page's own state changes.
 */

const rehearsed = new Set<string>();

/** Errors in a rehearsal are its own: it is dropped, nothing is reported or shown. */
const quiet = { onUncaughtError: () => {}, onCaughtError: () => {}, onRecoverableError: () => {} };

export interface Rehearsal {
  /** Once per key in a page's life. */
  key: string;
  /** The part in each state the tap moves it between, rendered in turn. */
  views: ReactNode[];
  /** Then what the tap does to the last view, each act in a slice of its own (an event dispatched in it). */
  acts?: ((container: HTMLElement) => void)[];
}

/**
 * Renders each view in turn, then runs each act, each in a slice of its own once the browser is idle, in a detached
 * root, then unmounts it.
 */
export async function rehearse({ key, views, acts = [] }: Rehearsal): Promise<void> {
  if (typeof document === 'undefined' || rehearsed.has(key)) return;
  rehearsed.add(key);
  const container = document.createElement('div');
  const root = createRoot(container, quiet);
  try {
    for (const view of views) {
      await yieldToIdle();
      flushSync(() => root.render(view));
    }
    for (const act of acts) {
      await yieldToIdle();
      act(container);
    }
    // What an act set off (a form's validation answers after a few microtasks) renders before the root goes.
    await yieldToIdle();
    await yieldToIdle();
  } finally {
    root.unmount();
    performance.mark(`rehearsed:${key}`);
  }
}

/** An act: submits the view's first form, as its submit button would. */
export const submitForm = (container: HTMLElement) =>
  container
    .querySelector('form')
    ?.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
