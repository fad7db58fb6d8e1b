/**
 * What a lazy part (lib/lazy-part.tsx) does again once it is live, of what the diner did before its code
 * arrived. Apart from lazy-part.tsx so that it is not in any page's first load: it is fetched only when a diner
 * has done something to a part that was not live yet, alongside that part's code.
 */

import type { DoneEarly } from './early-presses.ts';

export type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What the diner did in one part before it was live. */
export interface BeforeLive {
  /** A button pressed (one that does nothing without the part's code). */
  pressed: HTMLElement | null;
  /** Text typed, by field: on screen (hydration keeps it) but not in the part's state. */
  typed: Map<TextField, string>;
  /** Boxes ticked or unticked, with the state the diner left them in. */
  ticked: Map<HTMLInputElement, boolean>;
  /** Lists chosen from. */
  chosen: Set<HTMLSelectElement>;
  /** What was done to the part before the app ran (lib/early-presses.ts): before all of the above. */
  early?: DoneEarly | undefined;
}

/**
 * Types `text` into a field as the diner would, through the browser's own editing commands: the field is
 * emptied, then the text inserted, each a real edit with its own input event.
 */
function typeAgain(field: TextField, text: string) {
  field.focus();
  field.select();
  document.execCommand('delete');
  if (text) document.execCommand('insertText', false, text);
}

/**
 * Does it all again, in the commit in which the part went live, before the browser dispatches anything else to
 * it, so the part's state has it when the next event (a submission, say) is handled. Empties `done`.
 */
export function replay(done: BeforeLive) {
  // Before the app ran: the text typed is typed again with the rest (its field may since have been emptied as
  // the part hydrated), a list's choice announced, and the held presses done once the rest is (a box held was
  // left as it was: pressed, it changes as the diner meant).
  const early = done.early;
  done.early = undefined;
  for (const [field, text] of early?.typed ?? []) {
    if (field instanceof HTMLSelectElement) done.chosen.add(field);
    else if (!done.typed.has(field as TextField)) done.typed.set(field as TextField, text);
  }
  // Typed text: the browser types it again, as the diner's own edit (the part hears it like any typing), focus
  // put back.
  const active = document.activeElement;
  const again: [TextField, string][] = [];
  for (const [field, text] of done.typed) {
    if (!field.isConnected) continue;
    typeAgain(field, text);
    // Inside the edit that made React hydrate the part the browser refuses a nested edit: once it is over.
    if (field.value !== text) again.push([field, text]);
  }
  done.typed.clear();
  if (again.length)
    setTimeout(() => {
      const focused = document.activeElement;
      for (const [field, text] of again) if (field.isConnected) typeAgain(field, text);
      if (focused instanceof HTMLElement) focused.focus();
    }, 0);
  if (active instanceof HTMLElement && active !== document.activeElement) active.focus();
  // A box is put back as it was and pressed, as the diner did; a list's choice, still on screen, is announced
  // again (a change event: React reads a list's value then).
  for (const [box, checked] of done.ticked) {
    if (!box.isConnected) continue;
    box.checked = !checked;
    box.click();
  }
  done.ticked.clear();
  for (const list of done.chosen)
    if (list.isConnected) list.dispatchEvent(new Event('change', { bubbles: true }));
  done.chosen.clear();
  // The presses, once the part has rendered what the edits changed.
  const control = done.pressed;
  done.pressed = null;
  setTimeout(() => {
    for (const held of early?.held ?? []) window.__early?.release(held, true);
    if (control?.isConnected) control.click();
  }, 0);
}
