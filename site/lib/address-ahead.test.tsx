import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useAddressAhead } from './address-ahead.ts';

/**
 * useAddressAhead (address-ahead.ts) in a real browser, with real frames: a state kept in the address, drawn in
 * the press's task and written to the address after that frame. The "address" here is the harness's own state,
 * written by `write` after a delay as a router's navigation would be.
 */

// Presses run as on a page (React schedules its own work), not inside act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

/** A press from script: React draws it in a microtask, run before the press's task ends on a real page. */
const press = async (button: HTMLButtonElement) => {
  button.click();
  await Promise.resolve();
};
const key = (tags: string[]) => tags.join(',');
const frames = (n = 3) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? setTimeout(resolve, 20) : requestAnimationFrame(() => step(left - 1));
    step(n);
  });

interface PageProps {
  navigationMs: number;
  written: string[][];
  api: { setAddress?: (tags: string[]) => void };
}

/** A page keeping tags in its "address", which a write changes after `navigationMs`, as a router would. */
function Page({ navigationMs, written, api }: PageProps) {
  const [address, setAddress] = useState<string[]>([]);
  api.setAddress = setAddress;
  const [tags, change] = useAddressAhead(address, key, (next: string[]) => {
    written.push(next);
    setTimeout(() => setAddress(next), navigationMs);
  });
  return (
    <>
      <button type="button" onClick={() => change([...tags, `t${tags.length + 1}`])}>
        Add a tag
      </button>
      <p data-testid="drawn">{key(tags)}</p>
      <p data-testid="address">{key(address)}</p>
    </>
  );
}

function harness({ navigationMs = 30 }: { navigationMs?: number } = {}) {
  const written: string[][] = [];
  const api: PageProps['api'] = {};
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const root = createRoot(container);
  act(() => root.render(<Page navigationMs={navigationMs} written={written} api={api} />));
  const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;
  const drawn = () => text('drawn');
  const address = () => text('address');
  const button = container.querySelector('button') as HTMLButtonElement;
  return { unmount: () => act(() => root.unmount()), api, written, drawn, address, button };
}

describe('useAddressAhead()', () => {
  it('draws a change in the press’s own task and writes the address after that frame', async () => {
    const { written, drawn, address, button } = harness({ navigationMs: 200 });
    let drawnInFrame: string | null | undefined = null;
    let writtenInFrame = -1;
    button.addEventListener('click', () => {
      // Just before the press's frame is painted: what it shows, and whether the address was written.
      requestAnimationFrame(() => {
        drawnInFrame = drawn();
        writtenInFrame = written.length;
      });
    });
    button.click();
    await frames();
    expect(drawnInFrame).toBe('t1');
    expect(writtenInFrame).toBe(0);
    expect(written).toEqual([['t1']]);
    await vi.waitFor(() => expect(address()).toBe('t1'));
    expect(drawn()).toBe('t1');
  });

  it('writes the address once, with the last, for presses before it caught up; each is drawn at once', async () => {
    const { written, drawn, address, button } = harness({ navigationMs: 120 });
    await press(button);
    await press(button);
    expect(drawn()).toBe('t1,t2');
    await frames();
    expect(written).toEqual([['t1', 't2']]);
    // Pressed while the address is being written: drawn at once, and kept when the address reaches the earlier.
    await press(button);
    expect(drawn()).toBe('t1,t2,t3');
    await vi.waitFor(() => expect(address()).toBe('t1,t2'));
    expect(drawn()).toBe('t1,t2,t3');
    await vi.waitFor(() => expect(address()).toBe('t1,t2,t3'));
    expect(written).toEqual([
      ['t1', 't2'],
      ['t1', 't2', 't3'],
    ]);
    expect(drawn()).toBe('t1,t2,t3');
  });

  it('shows what the address holds when something else changes it (Back, a link) before it caught up', async () => {
    const { api, drawn, button } = harness({ navigationMs: 200 });
    await press(button);
    expect(drawn()).toBe('t1');
    act(() => api.setAddress?.(['from', 'a', 'link']));
    expect(drawn()).toBe('from,a,link');
  });

  it('writes nothing once the page is gone', async () => {
    const { unmount, written, button } = harness();
    button.click();
    unmount();
    await frames();
    expect(written).toEqual([]);
  });
});
