// What opening the booking modal loads, less what the contact page loads once in use: the booking chunk
// (docs/performance.md). Measured by `pnpm bench --booking` and held to its budget by the pages step
// (visual/pages/booking-chunk.spec.ts), both on the production build.
import { gzipSync } from 'node:zlib';

/** The booking chunk's budget, gzip bytes. */
export const BOOKING_CHUNK_BUDGET = 45 * 1024;
export const BOOKING_PAGE = '/restaurants/london/covent-garden';
/**
 * Where the modal is opened to measure it: a page whose header's Book Now opens the modal, and which does not
 * fetch the modal's code when idle (a restaurant page does: site/components/booking/BookingHost.tsx).
 */
export const BOOKING_OPENED_FROM = '/contact';

/**
 * A page as a diner has it once they start using it: page bodies are lazy parts (site/lib/lazy-part.tsx), fetched
 * when the page is idle: a key is pressed and every lazy part is waited for until live and the network is idle.
 */
export async function inUse(page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => !document.querySelector('[data-part]:not([data-part="live"])'));
  await page.waitForLoadState('networkidle');
}

/** Every script a page loads once in use (first load, then its lazy parts). */
export async function inUseJs(browser, url) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await inUse(page);
  await page.close();
  return scripts;
}

/**
 * What opening the booking modal loads: the contact page is loaded, put in use (its body's code loaded) and
 * settled, then the header's Book Now opens the modal; every script fetched from then until the modal's picker or
 * date step is shown and the network is idle is the modal's. The booking chunk is that, less what the contact
 * page loads in use (the zod schemas, the API client, the form fields): the code only booking brings. (A
 * restaurant page fetches the same code when idle, before any press.)
 */
export async function bookingOpening(browser, siteUrl) {
  const page = await browser.newPage();
  const bodies = new Map();
  const reads = [];
  let phase = 'first';
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const at = phase;
    reads.push(response.body().then((body) => bodies.set(new URL(response.url()).pathname, { at, body })));
  });
  await page.goto(`${siteUrl}${BOOKING_OPENED_FROM}`, { waitUntil: 'networkidle' });
  await inUse(page);
  await Promise.all(reads);
  phase = 'modal';
  await page
    .locator('header')
    .getByRole('link', { name: /book now/i })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  await page.close();
  const shared = await inUseJs(browser, `${siteUrl}${BOOKING_OPENED_FROM}`);
  const files = [...bodies]
    .filter(([, v]) => v.at === 'modal')
    .map(([path, v]) => ({ path, gzip: gzipSync(v.body, { level: 9 }).length, shared: shared.has(path) }));
  return {
    files,
    total: files.reduce((n, f) => n + f.gzip, 0),
    booking: files.filter((f) => !f.shared).reduce((n, f) => n + f.gzip, 0),
  };
}
