import { type FormEvent, useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rehearse, submitForm } from './rehearsal.tsx';

/**
 * rehearse (rehearsal.tsx) in a real browser: each view rendered in turn, each act run, the root unmounted, all
 * on an element that is never in the document, once per key, and quiet when the part throws.
 */

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => vi.restoreAllMocks());

const log: string[] = [];

function Part({ state }: { state: string }) {
  const [sent, setSent] = useState(0);
  useEffect(() => {
    log.push(`mounted ${state}`);
    return () => {
      log.push(`unmounted ${state}`);
    };
  }, [state]);
  log.push(`rendered ${state} sent ${sent}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent((n) => n + 1);
  };
  return (
    <form onSubmit={submit} id="rehearsed-form">
      <p>{state}</p>
    </form>
  );
}

function Broken(): never {
  throw new Error('broken part');
}

describe('rehearse', () => {
  it('renders each view, runs each act, then unmounts, with nothing in the document', async () => {
    log.length = 0;
    const before = document.body.innerHTML;
    let seen = '';
    const done = rehearse({
      key: 'part',
      views: [<Part key="p" state="empty" />, <Part key="p" state="filtered" />],
      acts: [
        (container) => {
          seen = container.textContent ?? '';
          submitForm(container);
        },
      ],
    });
    // While it runs, the part is nowhere in the page.
    expect(document.getElementById('rehearsed-form')).toBeNull();
    await done;
    expect(seen).toBe('filtered');
    expect(log).toContain('rendered empty sent 0');
    expect(log).toContain('rendered filtered sent 0');
    // The act's submit reached the part's own handler through React's events, and its update was rendered.
    expect(log).toContain('rendered filtered sent 1');
    expect(log.at(-1)).toBe('unmounted filtered');
    expect(document.body.innerHTML).toBe(before);
    expect(performance.getEntriesByName('rehearsed:part', 'mark')).toHaveLength(1);
  });

  it('runs once per key', async () => {
    log.length = 0;
    await rehearse({ key: 'once', views: [<Part key="p" state="a" />] });
    await rehearse({ key: 'once', views: [<Part key="p" state="b" />] });
    expect(log.filter((line) => line.startsWith('rendered'))).toEqual(['rendered a sent 0']);
  });

  it('is quiet when the part throws, and still unmounts', async () => {
    const errors = vi.spyOn(console, 'error');
    const reported = vi.fn();
    addEventListener('error', reported);
    await rehearse({ key: 'broken', views: [<Broken key="b" />] });
    removeEventListener('error', reported);
    expect(errors).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
    expect(performance.getEntriesByName('rehearsed:broken', 'mark')).toHaveLength(1);
  });
});
