/**
 * Presses before the app runs. React hears nothing until its root exists: the browser entry (client.tsx) starts
 * the app after the page's largest paint, up to 3 s on a slow phone, and the entry itself arrives a round trip
 * or two after the page is painted. A press in that time on a control that does nothing without the app (a
 * button that is not a form's submit, a box to tick) would be lost, and a form sent would be posted to the
 * server, which can only answer that nothing was sent (server/no-script-post.ts), what was typed gone with the
 * page. This script, inline at the top of the page's head (components/SiteHead.tsx) so it listens from the first
 * paint, holds such a press, and such a submission by its submit button, instead: the control is shown at once
 * as taken (`aria-busy`, and dimmed through `data-held`: lib/lazy-part.css.ts), a box is left as it was, and the
 * entry is told to start the app at once. Text typed is noted. Links need nothing (the browser follows them),
 * nor does a search form (the browser gets its page).
 *
 * What was done inside a lazy part is taken over by that part as it first renders (lib/lazy-part.tsx), and done
 * again, with what was done to it since, once its code has arrived (lib/lazy-part-replay.ts): a held submit
 * button is pressed, and the part sends its form. The rest the entry does again once the app has rendered: each
 * field noted says that it changed, then each held press is done, in order (client.tsx).
 */
/** What was done before the app ran, to some part of the page. */
export interface DoneEarly {
  /** The controls pressed, in order, still shown as taken (`aria-busy`, `data-held`). */
  held: HTMLElement[];
  /** The fields typed in or chosen from, with the text typed (a list's value is on screen). */
  typed: [Element, string][];
}

export interface EarlyPresses {
  /** `start` is called at once if a press is held, else at the first one (once the entry has asked). */
  start(start: () => void): void;
  /** Stops holding: React's root exists, and hears what is done from now on. */
  stop(): void;
  /** Hands over what was done to the nodes `inside` accepts, and forgets it; `undefined` if nothing was. */
  take(inside: (node: Element) => boolean): DoneEarly | undefined;
  /** Shows a control handed over as no longer taken, and presses it again (as the diner did) if `again`. */
  release(control: HTMLElement, again: boolean): void;
}

declare global {
  interface Window {
    __early?: EarlyPresses;
  }
}

/**
 * Written into the page as an inline script (`earlyPressesScript()`): its source is what runs, so it uses
 * nothing from outside itself.
 */
export function holdEarlyPresses(win: Window) {
  const held: HTMLElement[] = [];
  const typed = new Map<Element, string>();
  let started: (() => void) | undefined;
  const hold = (event: Event) => {
    // A press on a control that needs the app; or a form's submission that would post it (a search, which gets
    // its page, goes as the browser sends it), held by its submit button.
    const control =
      event.type === 'submit'
        ? (event.target as HTMLFormElement).method === 'post' && (event as SubmitEvent).submitter
        : (event.target as Element).closest?.<HTMLElement>(
            'button:not([type=submit]),[role=button],[type=checkbox],[type=radio]',
          );
    if (!control) return;
    event.preventDefault();
    control.setAttribute('aria-busy', 'true');
    control.setAttribute('data-held', '');
    held.push(control);
    started?.();
  };
  const note = (event: Event) => {
    const field = event.target as HTMLInputElement;
    typed.set(field, field.value);
  };
  win.addEventListener('click', hold, true);
  win.addEventListener('submit', hold, true);
  win.addEventListener('input', note, true);
  win.__early = {
    start: (start) => {
      started = start;
      if (held.length) start();
    },
    stop: () => {
      win.removeEventListener('click', hold, true);
      win.removeEventListener('submit', hold, true);
      win.removeEventListener('input', note, true);
    },
    take: (inside) => {
      const done = {
        held: held.filter(inside),
        typed: [...typed].filter(([field]) => inside(field)),
      };
      for (const control of done.held) held.splice(held.indexOf(control), 1);
      for (const [field] of done.typed) typed.delete(field);
      return done.held.length || done.typed.length ? done : undefined;
    },
    release: (control, again) => {
      control.removeAttribute('aria-busy');
      control.removeAttribute('data-held');
      if (again && control.isConnected) control.click();
    },
  };
}

let script: string | undefined;
/**
 * The inline script, rendered on the server only (the browser's copy of the page keeps the server's text). A
 * function, so that no browser bundle carries it: the browser's copy of the page never calls it. Made once.
 */
export const earlyPressesScript = () => {
  script ??= `(${holdEarlyPresses.toString()})(window)`;
  return script;
};
