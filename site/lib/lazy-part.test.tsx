import { act, type FormEvent, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyPresses } from './early-presses.ts';
import { lazyPart } from './lazy-part.tsx';

/**
 * Lazy parts (lazy-part.tsx) in a real browser: server HTML rendered with `renderToString`, hydrated with
 * `hydrateRoot`, as on the site. The server's part and the browser's are two `lazyPart()` of the same
 * component, because one `lazyPart()` remembers that its code has loaded.
 */

function Search({ label }: { label: string }) {
  const [query, setQuery] = useState('');
  const [pressed, setPressed] = useState(0);
  const [searched, setSearched] = useState<string[]>([]);
  const [vegan, setVegan] = useState(false);
  const [sort, setSort] = useState('near');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched((all) => [...all, query]);
  };
  return (
    <form aria-label={label} onSubmit={submit} method="post" action="/nowhere">
      <h2>{label}</h2>
      <label>
        Town <input name="q" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <label>
        Vegan <input type="checkbox" checked={vegan} onChange={(event) => setVegan(event.target.checked)} />
      </label>
      <label>
        Sort
        <select value={sort} onChange={(event) => setSort(event.target.value)}>
          <option value="near">Nearest</option>
          <option value="name">Name</option>
        </select>
      </label>
      <button type="button" onClick={() => setPressed((n) => n + 1)}>
        More
      </button>
      <button type="submit">Search</button>
      <output data-testid="state">{JSON.stringify({ query, pressed, searched, vegan, sort })}</output>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  window.__early?.stop();
  window.__early = undefined;
});

/**
 * The server's HTML of the part, then hydration of it by a part whose code arrives only when `release()`d.
 * `beforeApp` is what the diner does before the app runs (before `hydrateRoot`).
 */
async function serverRenderedThenHydrated(beforeApp?: (el: HTMLElement) => void) {
  const ServerPart = lazyPart(async () => Search);
  await ServerPart.preload();
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<ServerPart label="Find" />);
  const heading = container.querySelector('h2');
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(async () => {
    await arrived;
    return Search;
  });
  const BrowserPart = lazyPart(load);
  beforeApp?.(container);
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, <BrowserPart label="Find" />);
  });
  const el = container;
  const state = () => JSON.parse(el.querySelector('output')?.textContent ?? '{}');
  const live = () => el.querySelector('[data-part="live"]') !== null;
  const settle = async () => {
    await act(async () => {
      release();
      await arrived;
    });
    await vi.waitFor(() => expect(live()).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };
  return { el, heading, load, state, live, settle };
}

describe('lazyPart()', () => {
  it('keeps the server HTML, fetches its code once the page is idle, then hydrates the same nodes', async () => {
    const { el, heading, load, live, settle } = await serverRenderedThenHydrated();
    // Not during hydration: the first load stays small.
    expect(load).not.toHaveBeenCalled();
    expect(live()).toBe(false);
    expect(el.querySelector('h2')).toBe(heading);
    expect(el.querySelector('[data-part]')?.getAttribute('data-part')).toBe('waiting');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await settle();
    expect(el.querySelector('h2')).toBe(heading);
    expect(el.querySelector('[data-part]')?.getAttribute('data-part')).toBe('live');
  });

  it('shows a button pressed before its code arrived as taken at once, and does the press once live', async () => {
    const { el, state, settle } = await serverRenderedThenHydrated();
    const more = el.querySelector('button[type="button"]') as HTMLButtonElement;
    more.click();
    expect(more.getAttribute('aria-busy')).toBe('true');
    await settle();
    await vi.waitFor(() => expect(state().pressed).toBe(1));
    expect(more.hasAttribute('aria-busy')).toBe(false);
    // Live: a press is React's own, at once.
    more.click();
    await vi.waitFor(() => expect(state().pressed).toBe(2));
  });

  it('keeps text typed and focus given before its code arrived, and hears what is typed next', async () => {
    const { el, state, settle } = await serverRenderedThenHydrated();
    const input = el.querySelector('input[name="q"]') as HTMLInputElement;
    input.focus();
    input.value = 'Leeds';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(input.value).toBe('Leeds');
    expect(document.activeElement).toBe(input);
    await vi.waitFor(() => expect(state().query).toBe('Leeds'));
  });

  it('hears of boxes ticked and choices made before its code arrived', async () => {
    const { el, state, settle } = await serverRenderedThenHydrated();
    const box = el.querySelector('input[type="checkbox"]') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(true);
    const list = el.querySelector('select') as HTMLSelectElement;
    list.value = 'name';
    list.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    await vi.waitFor(() => expect(state()).toMatchObject({ vegan: true, sort: 'name' }));
    expect(box.checked).toBe(true);
    expect(list.value).toBe('name');
  });

  it('does again, once live, what was done to it before the app ran (lib/early-presses.ts)', async () => {
    let press: MouseEvent | undefined;
    const { el, state, settle } = await serverRenderedThenHydrated((page) => {
      holdEarlyPresses(window);
      const input = page.querySelector('input[name="q"]') as HTMLInputElement;
      input.value = 'York';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      (page.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
      press = new MouseEvent('click', { bubbles: true, cancelable: true });
      page.querySelector('button[type="button"]')?.dispatchEvent(press);
      // React's root is made next: from then on, what is done is React's to hear.
      window.__early?.stop();
    });
    const more = el.querySelector('button[type="button"]') as HTMLButtonElement;
    const box = el.querySelector('input[type="checkbox"]') as HTMLInputElement;
    // Held: shown as taken, the box left as it was, nothing done yet.
    expect(press?.defaultPrevented).toBe(true);
    expect(more.getAttribute('aria-busy')).toBe('true');
    expect(box.hasAttribute('data-held')).toBe(true);
    expect(box.checked).toBe(false);
    expect(state()).toMatchObject({ query: '', pressed: 0, vegan: false });
    // The part has taken it over: the app's own entry finds nothing left to do in it.
    expect(window.__early?.take(() => true)).toBeUndefined();
    await settle();
    await vi.waitFor(() => expect(state()).toMatchObject({ query: 'York', pressed: 1, vegan: true }));
    expect(box.checked).toBe(true);
    expect(more.hasAttribute('aria-busy')).toBe(false);
    expect(el.querySelector('[data-held]')).toBeNull();
  });

  it('holds a form sent before its code arrived, by its submit button, and sends it once live', async () => {
    const { el, state, settle } = await serverRenderedThenHydrated();
    const input = el.querySelector('input[name="q"]') as HTMLInputElement;
    input.value = 'Leeds';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const send = el.querySelector('button[type="submit"]') as HTMLButtonElement;
    let sent: SubmitEvent | undefined;
    addEventListener('submit', (event) => (sent = event), { once: true });
    send.click();
    // Not posted (the server could only say nothing was sent): held, shown as taken.
    expect(sent?.defaultPrevented).toBe(true);
    expect(send.getAttribute('aria-busy')).toBe('true');
    await settle();
    await vi.waitFor(() => expect(state().searched).toEqual(['Leeds']));
    expect(send.hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves a search sent before its code arrived to the browser: it gets its page', async () => {
    const { el } = await serverRenderedThenHydrated();
    const form = el.querySelector('form') as HTMLFormElement;
    form.method = 'get';
    // The browser's submission goes to a frame of its own, so this test page stays where it is.
    const sink = document.createElement('iframe');
    sink.name = 'sink';
    document.body.append(sink);
    form.target = 'sink';
    const got = new Promise((resolve) => sink.addEventListener('load', resolve, { once: true }));
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('button[type="submit"]')?.dispatchEvent(press);
    // Not held back, not marked busy: the browser submits it.
    expect(press.defaultPrevented).toBe(false);
    expect(el.querySelector('button[type="submit"]')?.hasAttribute('aria-busy')).toBe(false);
    await got;
    expect(sink.contentWindow?.location.pathname).toBe('/nowhere');
    sink.remove();
  });

  it('fetches its code at once on a sign of intent', async () => {
    const { load, settle } = await serverRenderedThenHydrated();
    document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
  });

  it('renders at once on a client render (a navigation): there is no server HTML to keep', async () => {
    const load = vi.fn(async () => Search);
    const Part = lazyPart(load);
    await Part.preload();
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container as HTMLElement);
      root.render(<Part label="Menus" />);
    });
    expect(container.querySelector('h2')?.textContent).toBe('Menus');
    expect(container.querySelector('[data-part]')?.getAttribute('data-part')).toBe('live');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves preload() to nothing, so a loader can return it (loader data is serialised)', async () => {
    const Part = lazyPart(async () => Search);
    await expect(Part.preload()).resolves.toBeUndefined();
  });
});
