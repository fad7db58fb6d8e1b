import {
  BOOKING_MESSAGES,
  FORM_CHECK_HEADERS,
  FORM_CHECK_MESSAGES,
  FORM_TRAP_FIELD,
} from '@fittizia/contract';
import { expect, test } from './fixtures.ts';
import {
  bookingDialog,
  bookNowAtCoventGarden,
  brandApi,
  brandToken,
  fillDetails,
  futureWeekday,
  grantAnalytics,
  hydrated,
  rowCounts,
  search,
  shownReference,
  storedBooking,
  toDetails,
  uniqueEmail,
} from './support/booking-steps.ts';

/*
 * The booking journey in the browser (spec 2.5, 4.2, 4.3), on the production build with the embedded
 * brand API and its seeded booking rules (docs/booking-outcomes.md says which restaurant, date and party gives
 * each outcome). Dates are computed from today, in London, never fixed. The brand API's data directory lives
 * from run to run, so a test that needs a free table picks a date far enough ahead and at random.
 */

test.describe('booking journey', () => {
  test('a party of 2 books from a restaurant page; the reference shown is the one stored', async ({
    page,
    request,
  }) => {
    const date = futureWeekday(4, 7, 30); // a Thursday
    const email = uniqueEmail('party-of-two');
    await bookNowAtCoventGarden(page);
    await expect(page).toHaveURL(/\/restaurants\/london\/covent-garden\/book-now$/);
    const dialog = bookingDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Create your booking' })).toBeVisible();
    // The restaurant of the page is preselected: no location picker.
    await expect(dialog.getByRole('region', { name: 'Restaurant' })).toContainText('Covent Garden');

    await search(dialog, { adults: 2 }, date, '19:30');
    await toDetails(dialog, { time: '19:30', store: 'Covent Garden' });
    await fillDetails(dialog, email);
    const placed = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/api/booking/create/'),
    );
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    const sent = await placed;
    const key = sent.headers()['idempotency-key'] ?? '';
    expect(key).toMatch(/^booking-[0-9a-f-]{36}$/);

    await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    const reference = await shownReference(dialog);
    // The same request sent again with its key (a second press, a retry after a lost answer) replays the first
    // answer: the same reference (a second booking would have a new one).
    const again = await page.request.post(sent.url(), {
      headers: { ...(await sent.allHeaders()), 'idempotency-key': key },
      data: sent.postData() ?? '',
    });
    expect(again.status()).toBe(200);
    expect((await again.json()).bookingReference).toBe(reference);
    const stored = await storedBooking(request, reference);
    expect(stored).toMatchObject({
      reference,
      storeId: '1001',
      kind: 'table',
      status: 'confirmed',
      diningTime: '19:30',
      adults: 2,
      children: 0,
      email,
    });
    expect(String(stored.diningDate).slice(0, 10)).toBe(date);

    // The calendar links: two hours from 19:30 London time on that date, in UTC.
    const start = new Date(stored.startsAt);
    const end = new Date(start.getTime() + 2 * 3600_000);
    const compact = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const google = await dialog.getByRole('link', { name: /^Google/ }).getAttribute('href');
    expect(new URL(google ?? '').searchParams.get('dates')).toBe(`${compact(start)}/${compact(end)}`);
    const apple = await dialog.getByRole('link', { name: /^Apple/ }).getAttribute('href');
    const ics = await request.get(apple ?? '');
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-disposition']).toBe('attachment; filename="booking.ics"');
    const text = (await ics.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain(`DTSTART:${compact(start)}`);
    expect(text).toContain('DURATION:PT2H');
    expect(text).toContain(reference);
    await expect(dialog.getByRole('link', { name: 'View Menu' })).toHaveAttribute(
      'href',
      '/restaurants/london/covent-garden/menu',
    );
    await expect(dialog.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );

    // Closing returns to the restaurant page itself.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/restaurants\/london\/covent-garden$/);
  });

  test("a booking whose honeypot is filled is refused with the bot check's message and books nothing; a person's books", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const date = futureWeekday(4, 14, 30); // a Thursday
    const email = uniqueEmail('honeypot');
    const toDetailsFilled = async () => {
      await bookNowAtCoventGarden(page);
      const dialog = bookingDialog(page);
      await search(dialog, { adults: 2 }, date, '19:30');
      await toDetails(dialog, { time: '19:30', store: 'Covent Garden' });
      await fillDetails(dialog, email);
      return dialog;
    };
    const create = () =>
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes('/api/booking/create/'),
      );

    // A bot fills every input it finds, the honeypot of the details step included.
    let dialog = await toDetailsFilled();
    const trap = dialog.locator(`input[name="${FORM_TRAP_FIELD}"]`);
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await trap.fill('http://spam.example', { force: true });
    const before = await rowCounts(request);
    let answered = create();
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    const refused = await answered;
    expect(refused.request().headers()[FORM_CHECK_HEADERS.trap]).toBe('http://spam.example');
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ message: FORM_CHECK_MESSAGES.trap });
    await expect(dialog.getByRole('alert').filter({ hasText: FORM_CHECK_MESSAGES.trap })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toHaveCount(0);
    expect(await rowCounts(request), 'nothing was written').toEqual(before);

    // A person on a fresh page leaves it empty: the same booking is made.
    dialog = await toDetailsFilled();
    answered = create();
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    const made = await answered;
    expect(made.request().headers()[FORM_CHECK_HEADERS.trap]).toBeUndefined();
    expect(made.request().headers()[FORM_CHECK_HEADERS.started]).toBeTruthy();
    expect(made.status()).toBe(200);
    await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    const stored = await storedBooking(request, await shownReference(dialog));
    expect(stored).toMatchObject({ storeId: '1001', status: 'confirmed', diningTime: '19:30', email });
  });

  test('30 guests get enquiry mode and the enquiry view', async ({ page, request }) => {
    const date = futureWeekday(3, 3, 30); // a Wednesday, never today
    await page.goto('/restaurants/london/covent-garden#booking');
    await hydrated(page);
    const dialog = bookingDialog(page);
    await search(dialog, { adults: 30 }, date, '19:00');
    await toDetails(dialog, { time: '19:00', store: 'Covent Garden' });
    await fillDetails(dialog, uniqueEmail('enquiry'));
    await dialog.getByRole('button', { name: /Enquire now/i }).click();
    await expect(dialog.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(dialog).toContainText(
      'Your booking is not yet confirmed. The restaurant will reply within 48 hours.',
    );
    const reference = await shownReference(dialog, 'Enquiry reference');
    expect(await storedBooking(request, reference)).toMatchObject({
      kind: 'enquiry',
      status: 'pending',
      adults: 30,
    });
    await expect(dialog.getByRole('heading', { name: 'Add to your calendar' })).toHaveCount(0);
  });

  test('a party that needs a card: a declined card shows the card message, then a good card books', async ({
    page,
    request,
  }) => {
    const date = futureWeekday(6, 7, 30); // a Saturday: Covent Garden asks a card for 6 or more
    await page.goto('/restaurants/london/covent-garden/book-now');
    await hydrated(page);
    const dialog = bookingDialog(page);
    await search(dialog, { adults: 6 }, date, '13:00');
    await toDetails(dialog, { store: 'Covent Garden' });
    await fillDetails(dialog, uniqueEmail('card'));
    await dialog.getByRole('button', { name: 'Card Guarantee' }).click();
    const card = dialog.getByRole('form', { name: 'Card details' });
    await expect(card).toBeVisible({ timeout: 15_000 });
    const bookNow = card.getByRole('button', { name: 'Book Now' });
    await expect(bookNow).toBeDisabled();

    await card.getByRole('textbox', { name: 'Card number' }).fill('4000 1111 1111 1115');
    await card.getByRole('textbox', { name: /Expiry date/ }).fill('12/39');
    await card.getByRole('textbox', { name: /Security code/ }).fill('123');
    await card.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
    await card.getByRole('button', { name: 'Submit Card' }).click();
    await expect(card.getByRole('alert')).toHaveText(BOOKING_MESSAGES.cardSubmitFailed);
    await expect(bookNow).toBeDisabled();

    await card.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await card.getByRole('button', { name: 'Submit Card' }).click();
    await expect(card.getByText('Your card has been accepted.')).toBeVisible();
    await bookNow.click();
    await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    const stored = await storedBooking(request, await shownReference(dialog));
    expect(stored).toMatchObject({ storeId: '1001', adults: 6, kind: 'table' });
    expect(stored.braintreeCustomerId).toBeTruthy();
  });

  test('a slot taken between choosing and booking shows the status-9 message and keeps the form', async ({
    page,
    request,
  }) => {
    const date = futureWeekday(4, 7, 40); // a Thursday
    const email = uniqueEmail('slot-taken');
    // The diner accepted analytics: the failed booking is counted (spec 4.3).
    await grantAnalytics(page);
    await page.goto('/restaurants/london/covent-garden/book-now');
    await hydrated(page);
    const dialog = bookingDialog(page);
    const chosenTime = '19:00';
    await search(dialog, { adults: 5 }, date, chosenTime);
    await toDetails(dialog, { time: chosenTime, store: 'Covent Garden' });
    await fillDetails(dialog, email);

    // Someone else takes the last fitting tables at that time, through the brand API.
    const headers = await brandToken(request);
    const [y, m, d] = date.split('-').map(Number);
    let taken = false;
    for (let i = 0; i < 6 && !taken; i++) {
      const res = await request.post(`${brandApi}/api/booking/create/1001`, {
        headers,
        data: {
          restaurantId: '1001',
          firstName: 'Other',
          lastName: 'Diner',
          emailAddress: uniqueEmail('other'),
          diningDateTime: `${y}-${m}-${d} ${chosenTime}`,
          bookingTime: chosenTime,
          adultCovers: 5,
          childCovers: 0,
          menuIds: ['bm-a-la-carte'],
          occasionId: 'standard',
        },
      });
      if (res.status() === 409) taken = true;
      else expect(res.status(), await res.text()).toBe(200);
    }
    expect(taken, 'the fitting tables are all held').toBe(true);

    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: BOOKING_MESSAGES.slotTaken })).toBeVisible({
      timeout: 15_000,
    });
    // Back to the times, with what the diner typed kept.
    await expect(dialog.getByRole('heading', { name: 'Choose a time' })).toBeVisible();
    await dialog
      .getByRole('button', { name: /^\d{2}:\d{2} at .*Covent Garden$/ })
      .filter({ hasNotText: chosenTime })
      .first()
      .click();
    await toDetails(dialog, { store: 'Covent Garden' });
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry) => (entry as { event?: string }).event === 'booking_unavailable',
      ),
    );
    expect(events).toEqual([{ event: 'booking_unavailable', restaurantId: '1001' }]);
  });
});
