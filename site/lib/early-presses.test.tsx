import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyPressesScript } from './early-presses.ts';

/**
 * The inline script that holds a press made before the app runs (early-presses.ts), run from its text, as the
 * page's head runs it, in a real browser.
 */

let page: HTMLElement | undefined;
afterEach(() => {
  window.__early?.stop();
  window.__early = undefined;
  page?.remove();
});

function open() {
  // The page's own inline script, run as the browser runs it: from its text.
  new Function(earlyPressesScript())();
  page = document.createElement('div');
  page.innerHTML = `
    <form method="post" action="/nowhere">
      <input name="q"><select name="sort"><option>near</option><option>name</option></select>
      <label>Vegan <input type="checkbox" name="vegan"></label>
      <button type="button">Open menu <svg><path d="M0 0h1"/></svg></button>
      <button type="submit">Send</button>
    </form>
    <a href="#elsewhere">A link</a>
    <div role="button" tabindex="0">A made button</div>`;
  document.body.append(page);
  const el = page;
  const press = (selector: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector(selector)?.dispatchEvent(event);
    return event;
  };
  return { el, press, early: window.__early as NonNullable<typeof window.__early> };
}

describe('the early-press script', () => {
  it('holds a press on a button (or on what is inside it), shown at once as taken', () => {
    const { el, press, early } = open();
    const button = el.querySelector('button[type="button"]') as HTMLButtonElement;
    expect(press('path').defaultPrevented).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('data-held')).toBe(true);
    expect(press('[role="button"]').defaultPrevented).toBe(true);
    expect(early.take(() => true)?.held).toEqual([button, el.querySelector('[role="button"]')]);
  });

  it('leaves a box as it was while it holds the press', () => {
    const { el, early } = open();
    const box = el.querySelector('input[type="checkbox"]') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(false);
    expect(early.take(() => true)?.held).toEqual([box]);
  });

  it('holds a form that would post by its submit button, and leaves a search and a link to the browser', () => {
    const { el, press, early } = open();
    const form = el.querySelector('form') as HTMLFormElement;
    const send = el.querySelector('button[type="submit"]') as HTMLButtonElement;
    let sent: SubmitEvent | undefined;
    form.addEventListener('submit', (event) => {
      sent = event;
      event.preventDefault();
    });
    press('button[type="submit"]');
    expect(sent?.defaultPrevented).toBe(true);
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(early.take(() => true)?.held).toEqual([send]);
    // A search: the browser gets its page (here the test's listener stops it, after the script has let it be).
    form.method = 'get';
    let searched = true;
    addEventListener('submit', (event) => (searched = !event.defaultPrevented), {
      capture: true,
      once: true,
    });
    press('button[type="submit"]');
    expect(searched).toBe(true);
    expect(press('a').defaultPrevented).toBe(false);
    expect(early.take(() => true)).toBeUndefined();
  });

  it('notes the text typed and the choice made, with what was typed', () => {
    const { el, early } = open();
    const field = el.querySelector('input[name="q"]') as HTMLInputElement;
    const list = el.querySelector('select') as HTMLSelectElement;
    field.value = 'Leeds';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    list.value = 'name';
    list.dispatchEvent(new Event('input', { bubbles: true }));
    expect(early.take(() => true)?.typed).toEqual([
      [field, 'Leeds'],
      [list, 'name'],
    ]);
  });

  it('starts the app at the first press, or at once if one is already held', () => {
    const first = open();
    const start = vi.fn();
    first.early.start(start);
    expect(start).not.toHaveBeenCalled();
    first.press('button[type="button"]');
    expect(start).toHaveBeenCalledTimes(1);
    first.early.stop();
    page?.remove();
    const second = open();
    second.press('button[type="button"]');
    const late = vi.fn();
    second.early.start(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('hands over only what it is asked for, and forgets what it handed over', () => {
    const { el, press, early } = open();
    press('button[type="button"]');
    press('[role="button"]');
    const made = el.querySelector('[role="button"]') as HTMLElement;
    expect(early.take((node) => node === made)?.held).toEqual([made]);
    // Still shown as taken: whoever does it again says when it is done.
    expect(made.getAttribute('aria-busy')).toBe('true');
    expect(early.take((node) => node === made)).toBeUndefined();
    expect(early.take(() => true)?.held).toEqual([el.querySelector('button[type="button"]')]);
  });

  it('holds nothing once stopped: React hears what is done from then on', () => {
    const { el, press, early } = open();
    early.stop();
    expect(press('button[type="button"]').defaultPrevented).toBe(false);
    expect(el.querySelector('[aria-busy]')).toBeNull();
    expect(early.take(() => true)).toBeUndefined();
  });
});
