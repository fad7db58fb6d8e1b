// The page vocabulary the diner journeys (journeys.mjs, booking-journeys.mjs) use, over one engine's driver
// (drivers.mjs): find, press, fill, open a page and wait for it to be live, and the page's error probe.

/**
 * Finds a visible element in the page by kind and accessible name (aria-label, its label, or its text), within
 * `scope` (a selector) if given. Runs in the page: it must not use anything from this module.
 */
export const FIND = (kind, source, scope) => {
  const pattern = new RegExp(source);
  const root = scope ? document.querySelector(scope) : document;
  if (!root) return null;
  const name = (el) =>
    (el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || '')
      .trim()
      .replace(/\s+/g, ' ');
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const selector = {
    button: 'button, [role="button"], input[type="submit"], summary',
    link: 'a[href]',
    field: 'input, select, textarea',
    heading: 'h1, h2, h3, h4',
    box: 'input[type="checkbox"], input[type="radio"]',
  }[kind];
  return [...root.querySelectorAll(selector)].find((el) => visible(el) && pattern.test(name(el))) ?? null;
};

/** The page vocabulary the journeys use, over one engine's driver. */
export function pageFor(browser, origin, report) {
  const page = {
    browser,
    /** Reads (and empties) the page's error probe; every uncaught error fails the journey. */
    async checkErrors() {
      const url = await Promise.resolve()
        .then(() => browser.url())
        .catch(() => '?');
      const errors = (await browser.eval(() => (window.__pageErrors ?? []).splice(0)).catch(() => [])) ?? [];
      for (const error of errors) report(url, error);
      const uncaught = errors.filter((e) => !e.startsWith('console.error'));
      if (uncaught.length) throw new Error(`uncaught page error at ${url}: ${uncaught[0]}`);
    },
    /**
     * A page load, then hydration (the root sets `data-hydrated`), then every lazy part live (a scroll, as a
     * diner's first use), unless `untouched`: the first-press journey presses before anything else happens.
     */
    async open(path, { untouched = false } = {}) {
      await page.checkErrors();
      await browser.goto(`${origin}${path}`);
      await page.hydrated();
      if (!untouched) await everyPartLive(page);
    },
    hydrated: () =>
      browser.waitFor('hydration', () => document.documentElement.dataset.hydrated === 'true', [], 30_000),
    until: (what, fn, args, timeoutMs) => browser.waitFor(what, fn, args, timeoutMs),
    text: (selector) => browser.eval((s) => document.querySelector(s)?.textContent ?? null, selector),
    find: (kind, pattern, { scope, scroll, timeoutMs } = {}) =>
      browser.mark(`${kind} ${pattern}${scope ? ` in ${scope}` : ''}`, FIND, [kind, pattern.source, scope], {
        scroll,
        timeoutMs,
      }),
    /**
     * Finds, then acts. The page's lazy parts (site/lib/lazy-part.tsx) may redraw a part when it goes live, so
     * an element found just before can be gone: it is found once more. (The first-press journey does not retry.)
     */
    async act(kind, pattern, options, action) {
      try {
        await action(await page.find(kind, pattern, options));
      } catch (error) {
        if (!/no element|not found|stale|not interactable/i.test(String(error?.message))) throw error;
        await sleep(500);
        await action(await page.find(kind, pattern, options));
      }
    },
    press: (kind, pattern, options) => page.act(kind, pattern, options, (id) => browser.click(id)),
    fill: (pattern, text, options) => page.act('field', pattern, options, (id) => browser.fill(id, text)),
    typeInto: (pattern, text, options) => page.act('field', pattern, options, (id) => browser.type(id, text)),
    select: (pattern, value, options) =>
      page.act('field', pattern, options, (id) => browser.select(id, value)),
    path: () => browser.eval(() => location.pathname + location.search),
    sees: (kind, pattern, scope) => page.find(kind, pattern, { scope, scroll: false }).then(() => true),
  };
  return page;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Every lazy part of the page live, after a scroll to its end and back (the diner's first use). */
async function everyPartLive(page) {
  // At once, not smoothly (the site's `scroll-behavior`): the next find and click must not meet a moving page.
  await page.browser.eval(() => scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await sleep(200);
  await page.browser.eval(() => scrollTo({ top: 0, behavior: 'instant' }));
  await sleep(200);
  await page.until(
    'every part of the page live',
    () => [...document.querySelectorAll('[data-part]')].every((p) => p.dataset.part === 'live'),
    [],
    20_000,
  );
}
