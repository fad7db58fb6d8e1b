import { act, type FormEvent, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred.tsx';

/**
 * Deferred hydration (deferred.tsx) in a real browser: server HTML rendered with `renderToString`, hydrated with
 * `hydrateRoot`, as on the site. The server's part and the browser's are two `deferred()` of the same component,
 * because one `deferred()` remembers that its code has loaded.
 */

function Search({ label }: { label: string }) {
  const [query, setQuery] = useState('');
  const [pressed, setPressed] = useState(0);
  const [vegan, setVegan] = useState(false);
  const [searched, setSearched] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearched((all) => [...all, query]);
  };
  return (
    <form aria-label={label} onSubmit={submit}>
      <h2>{label}</h2>
      <label>
        Town <input name="q" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <label>
        Vegan <input type="checkbox" checked={vegan} onChange={(event) => setVegan(event.target.checked)} />
      </label>
      <button type="button" onClick={() => setPressed((n) => n + 1)}>
        More
      </button>
      <button type="submit">Search</button>
      <output data-testid="state">{JSON.stringify({ query, pressed, vegan, searched })}</output>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

/** The server's HTML of the part, then hydration of it by a part whose code arrives only when `release()`d. */
async function serverRenderedThenHydrated(failing = false) {
  const ServerPart = deferred(async () => Search);
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
    if (failing) throw new Error('the chunk is gone');
    await arrived;
    return Search;
  });
  const BrowserPart = deferred(load);
  await act(async () => {
    root = hydrateRoot(container as HTMLElement, <BrowserPart label="Find" />);
  });
  const el = container;
  const state = () => JSON.parse(el.querySelector('output')?.textContent ?? '{}');
  const live = () => el.querySelector('[data-deferred="live"]') !== null;
  const settle = async () => {
    await act(async () => {
      release();
      await arrived;
    });
    await vi.waitFor(() => expect(live()).toBe(true));
    // The replayed steps run a task apart.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };
  return { el, heading, load, state, live, settle };
}

describe('deferred()', () => {
  it('keeps the server HTML and loads no code until the page is used, then hydrates the same nodes', async () => {
    const { el, heading, load, live, settle } = await serverRenderedThenHydrated();
    expect(load).not.toHaveBeenCalled();
    expect(live()).toBe(false);
    expect(el.querySelector('h2')).toBe(heading);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    expect(el.querySelector('h2')).toBe(heading);
    expect(el.querySelector('[data-deferred]')?.getAttribute('data-deferred')).toBe('live');
  });

  it('types again what was typed, ticks again what was ticked and presses again what was pressed', async () => {
    const { el, state, settle } = await serverRenderedThenHydrated();
    const input = el.querySelector('input[name="q"]') as HTMLInputElement;
    input.focus();
    input.value = 'Leeds';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    (el.querySelector('input[type="checkbox"]') as HTMLInputElement).click();
    expect((el.querySelector('input[type="checkbox"]') as HTMLInputElement).checked).toBe(true);
    (el.querySelector('button[type="button"]') as HTMLButtonElement).click();
    await settle();
    expect(state()).toEqual({ query: 'Leeds', pressed: 1, vegan: true, searched: [] });
    expect(input.value).toBe('Leeds');
    expect(document.activeElement).toBe(input);
  });

  it('submits once, with what was typed, a form submitted before its code arrived', async () => {
    const { el, state, settle } = await serverRenderedThenHydrated();
    const input = el.querySelector('input[name="q"]') as HTMLInputElement;
    input.value = 'M1 1AA';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const submitted = vi.fn();
    const form = el.querySelector('form') as HTMLFormElement;
    form.addEventListener('submit', submitted);
    (el.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await settle();
    expect(state().searched).toEqual(['M1 1AA']);
    // Once held back, once replayed.
    expect(submitted).toHaveBeenCalledTimes(2);
  });

  it('leaves the server HTML, and presses, to the browser when its code cannot load', async () => {
    const { el, load, live } = await serverRenderedThenHydrated(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    // Tried again once, a second later.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(live()).toBe(false);
    // Held back, it would be prevented (and pressed again once live, which never comes).
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.querySelector('button[type="button"]')?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
  });

  it('renders at once on a client render (a navigation): there is no server HTML to keep', async () => {
    const load = vi.fn(async () => Search);
    const Part = deferred(load);
    await Part.preload();
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container as HTMLElement);
      root.render(<Part label="Menus" />);
    });
    expect(container.querySelector('h2')?.textContent).toBe('Menus');
    expect(container.querySelector('[data-deferred]')?.getAttribute('data-deferred')).toBe('live');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('resolves preload() to nothing, so a loader can return it (loader data is serialised)', async () => {
    const Part = deferred(async () => Search);
    await expect(Part.preload()).resolves.toBeUndefined();
  });
});
