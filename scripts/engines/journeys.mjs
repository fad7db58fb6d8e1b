// The main diner journeys, written once against drivers.mjs and run in each engine by run.mjs.
// Each journey gets `page` (page.mjs) and throws on the first thing that is not as a diner would see it.
import { bookingJourneys, bookToReference } from './booking-journeys.mjs';
import { sleep } from './page.mjs';
import { preorderJourneys } from './preorder-journeys.mjs';

export { FIND, pageFor } from './page.mjs';

const consentBannerShown = () =>
  [...document.querySelectorAll('button')].some(
    (b) => b.textContent.trim() === 'Accept all' && b.getClientRects().length > 0,
  );

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
    // Find a table: the search in the address, 4 people next Saturday at 19:30 near M1 1AA.
    name: 'find a table',
    async run(page) {
      const saturday = new Date();
      saturday.setUTCDate(saturday.getUTCDate() + 8 + ((6 - saturday.getUTCDay() + 7) % 7));
      const date = saturday.toISOString().slice(0, 10);
      await page.open(`/find-a-table?place=M1+1AA&adults=4&children=0&date=${date}&time=19%3A30`);
      await page.sees('heading', /^Find a table$/);
      const found = await page.until('the results', () => {
        const message = document.querySelector('[data-testid="table-search-message"]')?.textContent ?? '';
        const rows = document.querySelectorAll('[data-testid="table-search-result"]').length;
        const none = document.querySelectorAll('[data-testid="table-search-none-near"]').length;
        return /near|no tables/.test(message) && rows + none > 0 ? { rows, none } : false;
      });
      // Each time is a link into the booking with the party, date and time chosen.
      const href = await page.browser.eval(
        () =>
          document
            .querySelector('[data-testid="table-search-result"] a[href*="chosen=1"]')
            ?.getAttribute('href') ?? '',
      );
      if (found.rows === 0 || !href.includes(`date=${date}`))
        throw new Error(`no time links into the booking: ${href}`);
      console.log(`    ${found.rows} with times, ${found.none} with nothing near`);
      // The time opens the booking at that restaurant with the party, date and time chosen: on to a reference.
      await page.press('link', /^\d{2}:\d{2}/, { scope: '[data-testid="table-search-result"]' });
      await page.until('the booking', () => Boolean(document.querySelector('[role="dialog"]')));
      await page.hydrated();
      const reference = await bookToReference(page, /^\d{2}:\d{2} at /);
      console.log(`    reference ${reference}`);
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
  ...bookingJourneys,
  ...preorderJourneys,
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
