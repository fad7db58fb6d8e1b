// The main diner journeys, written once against drivers.mjs and run in each engine by run.mjs.
// Each journey gets `page` (below) and throws on the first thing that is not as a diner would see it.

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

const DIALOG = '[role="dialog"]';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Today's date in London, `yyyy-MM-dd`. */
function londonToday() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
}

/** A Thursday 3 to 30 weeks ahead, outside the festive fortnight (docs/booking-outcomes.md). */
function futureThursday() {
  const date = new Date(`${londonToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 21 + 7 * Math.floor(Math.random() * 28));
  while (date.getUTCDay() !== 4) date.setUTCDate(date.getUTCDate() + 1);
  let iso = date.toISOString().slice(0, 10);
  while (iso.slice(5) >= '12-20' || iso.slice(5) <= '01-03') {
    date.setUTCDate(date.getUTCDate() + 14);
    iso = date.toISOString().slice(0, 10);
  }
  return iso;
}

const consentBannerShown = () =>
  [...document.querySelectorAll('button')].some(
    (b) => b.textContent.trim() === 'Accept all' && b.getClientRects().length > 0,
  );

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

export const journeys = [
  {
    name: 'home and consent',
    async run(page) {
      await page.open('/');
      await page.sees('heading', /\S/);
      await page.until('the cookie banner', consentBannerShown);
      await page.press('button', /^Accept all$/);
      await page.until(
        'the banner to go',
        () =>
          !document.querySelector('[role="region"][aria-label="We use cookies"]') &&
          ![...document.querySelectorAll('button')].some(
            (b) => b.textContent.trim() === 'Accept all' && b.getClientRects().length > 0,
          ),
      );
      // The choice is kept: another page and a reload do not ask again (WebKit on http://localhost too).
      for (const path of ['/restaurants', '/']) {
        await page.open(path);
        await sleep(800);
        if (await page.browser.eval(consentBannerShown))
          throw new Error(`the cookie banner asks again on ${path} after Accept all`);
      }
    },
  },
  {
    // The header's menu is the browser's own modal <dialog>: opened by a real press, closed by a real Escape, with
    // focus on its close button while open and back on the toggle after.
    name: 'navigation menu',
    async run(page) {
      await page.open('/');
      await page.press('button', /^Open navigation menu$/);
      await page.until(
        'the menu open, focus on its close button',
        () =>
          [...document.querySelectorAll('dialog[open]')].some((d) => d.getClientRects().length > 0) &&
          document.activeElement?.getAttribute('aria-label') === 'Close navigation menu',
      );
      await page.sees('link', /^Kids$/, 'dialog[open]');
      await page.browser.key('Escape');
      await page.until(
        'the menu closed, focus back on the toggle',
        () =>
          !document.querySelector('dialog[open]') &&
          document.activeElement?.getAttribute('aria-label') === 'Open navigation menu',
      );
    },
  },
  {
    name: 'finder',
    async run(page) {
      await page.open('/find-us');
      await page.typeInto(/Postcode, town or city/, 'Cardiff');
      await page.until('results near Cardiff', () =>
        /found near Cardiff/.test(
          document.querySelector('[data-testid="finder-message"]')?.textContent ?? '',
        ),
      );
      // The first restaurant named after the message is the nearest.
      const first = await page.browser.eval(() => {
        const text = document.querySelector('main')?.textContent ?? '';
        const after = text.slice(text.indexOf('found near Cardiff'));
        return /Fittizia Trattoria [^0-9]*/.exec(after)?.[0] ?? '';
      });
      if (!/Cardiff Centre/.test(first)) throw new Error(`the first result is not Cardiff Centre: ${first}`);
    },
  },
  {
    name: 'restaurant page',
    async run(page) {
      await page.open('/restaurants/london/covent-garden');
      await page.sees('heading', /Covent Garden/);
      // The hours as the server wrote them: no engine's own date punctuation ('Thu, 24 December').
      const hours = await page.browser.eval(() =>
        [...document.querySelectorAll('table th[scope="row"]')].map((th) => th.textContent),
      );
      if (!hours.some((h) => /day/.test(h))) throw new Error('no opening hours table');
      const odd = hours.find((h) => /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun),/.test(h));
      if (odd) throw new Error(`a date in the engine's own format: ${odd}`);
    },
  },
  {
    name: 'menu filter',
    async run(page) {
      await page.open('/restaurants/london/covent-garden/menu/m-main');
      const before = await page.browser.eval(() => document.querySelectorAll('[data-menu-item]').length);
      await page.press('box', /^Vegan$/);
      await page.until('the vegan filter in the address', () => /diet=vegan/.test(location.search));
      await page.until('the filter status', () =>
        /hidden by your filters\. Showing \d+ of \d+\./.test(
          document.querySelector('[data-testid="menu-filter-status"]')?.textContent ?? '',
        ),
      );
      const after = await page.browser.eval(() => document.querySelectorAll('[data-menu-item]').length);
      if (!(after > 0 && after < before)) throw new Error(`the filter showed ${after} of ${before} dishes`);
    },
  },
  {
    name: 'Book now as the first press',
    async run(page) {
      await page.open('/restaurants/london/covent-garden', { untouched: true });
      // No scroll, no pointer before it: the press is the page's first interaction.
      const id = await page.find('link', /^Book Now at /, { scroll: false });
      const pressed = Date.now();
      await page.browser.click(id);
      // Shown: a restaurant page holds the modal prepared ahead, hidden, until the press.
      await page.until(
        'the booking dialog',
        () => [...document.querySelectorAll('[role="dialog"]')].some((d) => d.getClientRects().length > 0),
        [],
        5_000,
      );
      await page.sees('heading', /Party, date and time/, DIALOG);
      console.log(`    dialog ${Date.now() - pressed} ms after the first press`);
      const path = await page.path();
      if (!path.endsWith('/book-now')) throw new Error(`the dialog opened at ${path}`);
    },
  },
  {
    // The inline script that holds a press made before the app runs (site/lib/early-presses.ts), in this engine
    // with its real input. The app cannot be held back here as the Chromium e2e does (WebDriver has no request
    // interception), so the page's own copy of the script is run once more, beside controls outside the app.
    name: 'a press before the app runs',
    async run(page) {
      await page.open('/contact', { untouched: true });
      // The page as the server sends it (the live page's copy of the script is emptied as the app renders).
      const served = await page.browser.run(
        "return fetch(location.href).then((r) => r.text()).catch((e) => 'fetch: ' + e.message);",
      );
      const ready = await page.browser.eval((html) => {
        const served = new DOMParser().parseFromString(html, 'text/html');
        const text = [...served.head.querySelectorAll('script')].find((s) =>
          s.textContent.includes('__early'),
        )?.textContent;
        if (!text) return 'no inline early-press script in the head of the page served';
        // The site's first script (the harness puts its error probe, with no nonce, before everything).
        if (served.head.querySelector('script[nonce]')?.textContent !== text)
          return 'the early-press script is not the first of the head';
        const again = document.createElement('script');
        // The live page's policy allows its own nonce.
        again.nonce = document.head.querySelector('script[nonce]')?.nonce ?? '';
        again.textContent = text;
        window.__early = undefined;
        document.head.append(again);
        if (!window.__early) return 'the script did not run again (refused by the page policy?)';
        window.__earlyStarted = 0;
        window.__early.start(() => window.__earlyStarted++);
        const area = document.createElement('div');
        area.id = 'early-area';
        area.innerHTML =
          '<label><input type="checkbox" id="early-box"> Early box</label>' +
          '<button type="button" id="early-button">Early button</button>' +
          '<form method="post" action="/contact" id="early-form"><label for="early-text">Early text</label>' +
          '<input id="early-text" name="early"><button type="submit" id="early-send">Early send</button></form>';
        document.body.prepend(area);
        return true;
      }, served);
      if (ready !== true) throw new Error(ready);
      try {
        const mark = (id) => page.browser.mark(id, (i) => document.getElementById(i), [id]);
        await page.browser.click(await mark('early-box'));
        await page.browser.click(await mark('early-button'));
        await page.browser.type(await mark('early-text'), 'Kept');
        await page.browser.click(await mark('early-send'));
        await sleep(300);
        const held = await page.browser.eval(() => {
          const taken = (id) => {
            const el = document.getElementById(id);
            return !!el && el.getAttribute('aria-busy') === 'true' && el.hasAttribute('data-held');
          };
          return {
            path: location.pathname,
            boxTicked: document.getElementById('early-box')?.checked,
            taken: ['early-box', 'early-button', 'early-send'].filter(taken),
            started: window.__earlyStarted,
          };
        });
        if (held.path !== '/contact')
          throw new Error(`the form was sent before the app ran: at ${held.path}`);
        if (held.boxTicked) throw new Error('the box was ticked with no app to hear it');
        if (held.taken.length !== 3) throw new Error(`shown as taken: ${held.taken.join(', ') || 'none'}`);
        if (held.started < 1) throw new Error('the app was not told to start at the press');
        const handed = await page.browser.eval(() => {
          const done = window.__early.take((node) => !!node.closest?.('#early-area'));
          window.__early.stop();
          for (const control of done?.held ?? [])
            if (control.type !== 'submit') window.__early.release(control, true);
          return {
            held: (done?.held ?? []).map((c) => c.id),
            typed: (done?.typed ?? []).map(([field, text]) => `${field.id}=${text}`),
            boxTicked: document.getElementById('early-box').checked,
            busy: [...document.querySelectorAll('#early-area [aria-busy], #early-area [data-held]')].map(
              (c) => c.id,
            ),
          };
        });
        if (handed.held.join() !== 'early-box,early-button,early-send')
          throw new Error(`held, in order: ${handed.held.join(', ')}`);
        if (!handed.typed.includes('early-text=Kept')) throw new Error(`typed: ${handed.typed.join(', ')}`);
        if (!handed.boxTicked) throw new Error('the box was not ticked when its press was done again');
        if (handed.busy.join() !== 'early-send')
          throw new Error(`still shown as taken: ${handed.busy.join(', ')}`);
      } finally {
        await page.browser.eval(() => {
          window.__early?.stop();
          document.getElementById('early-area')?.remove();
        });
      }
    },
  },
  {
    name: 'booking to a reference',
    async run(page) {
      await page.open('/restaurants/london/covent-garden/book-now');
      await page.sees('heading', /Party, date and time/, DIALOG);
      const date = futureThursday();
      await page.fill(/^Adults/, '2', { scope: DIALOG });
      await page.fill(/^Children/, '0', { scope: DIALOG });
      await page.fill(/^Date/, date.split('-').reverse().join('/'), { scope: DIALOG });
      await page.browser.key('Tab');
      await page.select(/^Time/, '19:30', { scope: DIALOG });
      await page.press('button', /^Check availability$/, { scope: DIALOG });
      for (let step = 0; step < 6; step++) {
        const at = await page.until('the next booking step', () => {
          const d = document.querySelector('[role="dialog"]');
          const text = d?.textContent ?? '';
          if (
            [...(d?.querySelectorAll('h1,h2,h3') ?? [])].some((h) => h.textContent.trim() === 'Your details')
          )
            return 'details';
          if (/Choose a time/.test(text) && d.querySelector('button[aria-label*=" at "], button')) {
            if ([...d.querySelectorAll('h1,h2,h3')].some((h) => h.textContent.trim() === 'Choose a time'))
              return 'times';
          }
          if (/Each extra is optional/.test(text)) return 'extras';
          if (d?.querySelector('input[type="radio"]')) return 'menus';
          return false;
        });
        if (at === 'details') break;
        if (at === 'times') await page.press('button', /^19:30 at .*Covent Garden$/, { scope: DIALOG });
        else if (at === 'menus') {
          await page.browser.click(
            await page.browser.mark('the first menu', () =>
              document.querySelector('[role="dialog"] input[type="radio"]'),
            ),
          );
          await page.press('button', /^Continue$/, { scope: DIALOG });
        } else await page.press('button', /^Continue$/, { scope: DIALOG });
        await sleep(300);
      }
      const email = `engines.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
      await page.fill(/^First name/, 'Ada', { scope: DIALOG });
      await page.fill(/^Last name/, 'Lovelace', { scope: DIALOG });
      await page.fill(/^Email address/, email, { scope: DIALOG });
      await page.fill(/Mobile number/, '07700 900123', { scope: DIALOG });
      await page.press('button', /^Book Now$/, { scope: DIALOG });
      await page.sees('heading', /^Your booking is confirmed$/, DIALOG);
      const reference = await page.until('the booking reference', () => {
        const term = [...document.querySelectorAll('[role="dialog"] dt')].find((dt) =>
          /Booking reference/.test(dt.textContent),
        );
        const value = term?.nextElementSibling?.textContent?.trim() ?? '';
        return /^[A-Z0-9]{6,12}$/.test(value) ? value : false;
      });
      console.log(`    reference ${reference}`);
    },
  },
  {
    name: 'careers',
    async run(page) {
      await page.open('/careers/job-search');
      await page.sees('heading', /^Search jobs$/);
      await page.fill(/Postcode or town/, 'Leeds');
      await page.press('button', /^Search$/);
      await page.until('the search in the address', () => /q=Leeds/.test(location.search));
      await page.until('Leeds jobs listed', () =>
        [...document.querySelectorAll('a[href^="/careers/job/"]')].some(
          (a) => a.textContent.trim() === 'Waiter / Waitress',
        ),
      );
      // The job page by its address: a press of a result's link right after a search is sometimes lost in WebKit
      // (the results part redrawn as its lazy part goes live, site/lib/lazy-part.tsx).
      await page.open('/careers/job/JOB-3001');
      // As in sign-up errors: this journey is about the apply form, not the first press (Book now's journey is).
      // A press in the moment after the load event and before the page hydrates has no listener to hear it
      // (the entry waits for the largest paint before it loads React, site/client.tsx): Firefox lost it 1 run in 3.
      await page.until('the page in use', () => document.querySelector('[data-part="waiting"]') === null);
      await page.press('button', /^Apply now$/);
      await page.until('the apply dialog', () =>
        /Apply for Waiter \/ Waitress/.test(document.querySelector('[role="dialog"]')?.textContent ?? ''),
      );
    },
  },
  {
    name: 'sign-up errors',
    async run(page) {
      await page.open('/sign-up');
      await page.sees('heading', /^Sign up$/);
      // What this journey is about is the error summary, not the first press (Book now's journey is): the press
      // waits for the page's parts to be live (site/lib/lazy-part.tsx), then for the form's restaurant list to be
      // drawn, as the e2e journeys do. A press before then is the browser's (the form posts).
      await page.until('the page in use', () => document.querySelector('[data-part="waiting"]') === null);
      await sleep(500);
      await page.press('button', /^Sign up$/, { scope: 'form' });
      // The error summary, with a link to each field in error; nothing is sent.
      const links = await page.until('the error summary', () => {
        const found = document.querySelectorAll('[role="alert"] a[href^="#"]').length;
        return found > 0 ? found : false;
      });
      if ((await page.path()) !== '/sign-up') throw new Error('the empty form left the page');
      console.log(`    ${links} errors in the summary`);
    },
  },
];
