import type { BeforeLive, TextField } from './lazy-part-replay.ts';

/*
 * What a lazy part (lib/lazy-part.tsx) notes of what the diner does in it before it is live, and the fetch of the
 * code that does it again once it is (lib/lazy-part-replay.ts, not in any page's first load).
 */

/** Buttons whose press does nothing without the part's code (links work without it; submissions: `onSubmit`). */
const NEEDS_CODE = 'button:not([type="submit"]), [role="button"], input[type="button"]';

/** Fields the browser types in (text, e-mail, a search, a message...): not boxes, buttons, files or dates. */
const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement &&
    ['text', 'email', 'tel', 'search', 'url', 'password', 'number'].includes(target.type));

const isBox = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

type Replay = typeof import('./lazy-part-replay.ts');

/** The code that does again what was done before a part was live: fetched the first time anything is. */
let replayCode: Replay | undefined;
let replayLoading: Promise<Replay | undefined> | undefined;
function loadReplay(): Promise<Replay | undefined> {
  replayLoading ??= import('./lazy-part-replay.ts').then(
    (code) => {
      replayCode = code;
      return code;
    },
    () => {
      // Offline, say: the next thing done tries again.
      replayLoading = undefined;
      return undefined;
    },
  );
  return replayLoading;
}

/** The replay code's fetch once started (a part going live waits for it to settle), else undefined. */
export const replayLoad = (): Promise<Replay | undefined> | undefined => replayLoading;

/** Does again what was done before the part was live: at once if the replay code is here, else once it is. */
export function replayWhenLoaded(done: BeforeLive): void {
  if (replayCode) replayCode.replay(done);
  else void loadReplay().then((code) => code?.replay(done));
}

/** What a part watches with: its code, and its refs of whether it is live and what was done before. */
export interface Watched {
  part: { loaded?: unknown; preload: () => Promise<unknown> };
  liveRef: { current: boolean };
  done: { current: BeforeLive };
  submitted: { current: boolean };
}

/**
 * Watches a part's server HTML (`element`), being hydrated, for what the diner does in it before it is live;
 * returns what stops watching.
 */
export function watchBeforeLive(
  element: HTMLElement,
  { part, liveRef, done, submitted }: Watched,
): () => void {
  // Edits are noted until the part is live: one that makes React hydrate the part (its code here, not yet
  // hydrated) is already on screen when React first reads the field, so React sees no change in it.
  const beforeLive = (event: Event) =>
    !liveRef.current && event.target instanceof Element && element.contains(event.target);
  const inPart = (event: Event) => !part.loaded && beforeLive(event);
  // What was done here before the app ran (lib/early-presses.ts): done again with the rest once live.
  done.current.early ??= window.__early?.take((node) => element.contains(node));
  if (done.current.early) {
    void loadReplay();
    part.preload().catch(() => {});
  }
  // A control pressed that does nothing without the part's code: shown at once as taken, its code fetched at
  // once, and pressed again once live. The mark goes as the code arrives, before React hydrates the button
  // (the server rendered none).
  const press = (control: HTMLElement) => {
    control.setAttribute('aria-busy', 'true');
    done.current.pressed = control;
    void loadReplay();
    part.preload().then(
      () => control.removeAttribute('aria-busy'),
      () => {},
    );
  };
  // These observe what is done before the part is live; only a press the part must do itself is held.
  const onClick = (event: MouseEvent) => {
    // A box ticked or unticked: the browser has already changed it (and hydration keeps it); done again once
    // live, so the part hears of it.
    if (beforeLive(event) && isBox(event.target)) {
      done.current.ticked.set(event.target, event.target.checked);
      void loadReplay();
      part.preload().catch(() => {});
      return;
    }
    if (!inPart(event)) return;
    const control = (event.target as Element).closest<HTMLElement>(NEEDS_CODE);
    if (control && element.contains(control)) press(control);
  };
  const onInput = (event: Event) => {
    if (beforeLive(event) && isTextField(event.target)) {
      done.current.typed.set(event.target, event.target.value);
      void loadReplay();
    }
  };
  const onChange = (event: Event) => {
    if (beforeLive(event) && event.target instanceof HTMLSelectElement) {
      done.current.chosen.add(event.target);
      void loadReplay();
    }
  };
  // A form sent: a search goes as the browser sends it (its page replaces this one; nothing is done again
  // over it). A form that would post is held by its submit button, like a press, and sent by the part once
  // live: posted without its code the server could only answer that nothing was sent
  // (server/no-script-post.ts).
  const onSubmit = (event: SubmitEvent) => {
    if (!inPart(event)) return;
    if ((event.target as HTMLFormElement).method !== 'post' || !event.submitter) {
      submitted.current = true;
      return;
    }
    event.preventDefault();
    press(event.submitter);
  };
  addEventListener('click', onClick, true);
  addEventListener('input', onInput, true);
  addEventListener('change', onChange, true);
  addEventListener('submit', onSubmit, true);
  return () => {
    removeEventListener('submit', onSubmit, true);
    removeEventListener('click', onClick, true);
    removeEventListener('input', onInput, true);
    removeEventListener('change', onChange, true);
  };
}
