import { bookingEventUid } from '@fittizia/contract/booking-summary';
import { londonNow } from '@fittizia/contract/opening';
import { expect, test } from './fixtures.ts';
import { bookingDialog, hydrated, search } from './support/booking-steps.ts';
import { book, mailCalendar, mails, unfold, unique } from './support/manage-steps.ts';
import { ops, shownWithin } from './support/ops.ts';

/*
 * A restaurant closes from now through `pnpm ops` (the operators' CLI over the operators' API): within 2 s its
 * page and the finder show it closed, the booking modal offers no time there, and each booking in the closure
 * gets a cancellation e-mail with METHOD:CANCEL and a link into booking at a restaurant nearby. Production build,
 * embedded brand API; the run's operator key is made on the brand API's database before it starts
 * (playwright.config.ts, support/ops.ts).
 */

/**
 * London restaurants no other test books at: each run closes the first not closed yet (a retry, or a second local
 * run on the same data, takes the next).
 */
const STORES = [
  { id: '1005', page: '/restaurants/london/islington', name: 'Islington' },
  { id: '1006', page: '/restaurants/london/south-bank', name: 'South Bank' },
  { id: '1004', page: '/restaurants/london/kensington', name: 'Kensington' },
];

/** London's date and time now, and the date a day `days` later. */
function london(days = 0): { date: string; time: string } {
  const { date, minutes } = londonNow(new Date(Date.now() + days * 86_400_000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}

test('a closure from now through pnpm ops reaches the pages in 2 s, the booking and every diner booked', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Closed from now to the end of tomorrow, with two bookings tomorrow evening: the run passes at any hour. While
  // today's evening is still ahead, the closure shortens today too, and the finder says so.
  const now = london();
  const today = now.time < '18:30';
  const day = london(1).date;
  const times = ['20:00', '20:30'];
  let store = STORES[0] as (typeof STORES)[number];
  for (const candidate of STORES) {
    store = candidate;
    if (!(await (await request.get(candidate.page)).text()).includes('Temporary closure')) break;
  }
  const { id: STORE, page: PAGE } = store;
  const emails = times.map((t) => unique(`closure-${t.replace(':', '')}`));
  const references = [];
  for (const [i, time] of times.entries()) {
    references.push(
      (
        await book(
          request,
          emails[i] as string,
          { date: day.replace(/-0/g, '-'), time },
          { store: STORE, adults: 2 },
        )
      ).bookingReference,
    );
  }

  // The page is kept before the change (so what follows is the change's drop, not a first render).
  await request.get(PAGE);
  expect((await request.get(PAGE)).headers()['x-cache']).toMatch(/^HIT/);
  expect(await (await request.get(PAGE)).text()).not.toContain('Temporary closure');

  const out = ops([
    'close',
    STORE,
    '--from',
    'now',
    '--to',
    `${day}T23:59:00Z`,
    '--reason',
    'a burst water pipe',
  ]);
  const closedAt = Date.now();
  expect(out).toMatch(/cancelled/i);

  // Within 2 s the restaurant's page and the finder say so.
  expect(await shownWithin(request, PAGE, 'Temporary closure', closedAt)).toBeLessThanOrEqual(2000);
  if (today) {
    expect(
      await shownWithin(request, '/find-us?q=London', 'temporary closure', closedAt),
    ).toBeLessThanOrEqual(2000);
  }

  // The booking modal offers no time there that evening.
  await page.goto(`${PAGE}/book-now`);
  await hydrated(page);
  const dialog = bookingDialog(page);
  await search(dialog, { adults: 2 }, day);
  // A day the closure covers whole (from before opening) is refused as a date; one from later in the day leaves
  // no table that evening.
  await expect(
    dialog
      .getByText(new RegExp(`${store.name} has no table for 2 adults`))
      .or(
        dialog.getByRole('textbox', { name: 'Date', exact: true }).and(page.locator('[aria-invalid="true"]')),
      )
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('radio', { name: new RegExp(store.name) })).toHaveCount(0);

  // Each diner booked that evening is told: a cancellation with METHOD:CANCEL and the booking's UID, why, and a
  // link into booking nearby with the party, date and time kept.
  for (const [i, email] of emails.entries()) {
    await expect
      .poll(async () => (await mails(page, email, 'booking-cancellation')).length, { timeout: 15_000 })
      .toBe(1);
    const calendar = await mailCalendar(page, email, 'booking-cancellation', 'cancel.ics');
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.uid).toBe(bookingEventUid(references[i] as string));
    const [raw = ''] = await mails(page, email, 'booking-cancellation');
    const text = unfold(raw);
    expect(text).toContain('a burst water pipe');
    expect(text).toMatch(
      new RegExp(
        `/restaurants/[\\w-]+/[\\w-]+/book-now\\?adults=2&(amp;)?children=0&(amp;)?date=${day}&(amp;)?time=${times[i]?.replace(':', '(:|%3A)')}`,
      ),
    );
  }
});
