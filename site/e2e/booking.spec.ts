import {
  BOOKING_MESSAGES,
  FORM_CHECK_HEADERS,
  FORM_CHECK_MESSAGES,
  FORM_TRAP_FIELD,
  londonToday,
} from '@fittizia/contract';
import { signCalendarQuery } from '@fittizia/contract/calendar-link';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { inUse } from './support/in-use.ts';
import { E2E_BRAND_KEY, E2E_CALENDAR_LINK_SECRET } from './support/test-keys.ts';

/*
 * The booking journey in the browser (spec 2.5, 4.2, 4.3), on the production build with the embedded
 * brand API and its seeded booking rules (docs/booking-outcomes.md says which restaurant, date and party gives
 * each outcome). Dates are computed from today, in London, never fixed. The brand API's data directory lives
 * from run to run, so a test that needs a free table picks a date far enough ahead and at random.
 */

const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;
/** The key the site under test sends (the brand API's manage links are signed for it). */
const BRAND_KEY = E2E_BRAND_KEY;

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** ISO weekday (Monday 1 … Sunday 7) of a `yyyy-MM-dd` date. */
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay() || 7;

/**
 * A date with the weekday, at least `minDays` ahead, plus a random number of weeks (0 to `spreadWeeks`), outside
 * the festive fortnight.
 */
function futureWeekday(isoWeekday: number, minDays: number, spreadWeeks = 0): string {
  let date = addDays(londonToday(), minDays);
  while (weekday(date) !== isoWeekday) date = addDays(date, 1);
  date = addDays(date, 7 * Math.floor(Math.random() * (spreadWeeks + 1)));
  // Not in the festive fortnight: special opening hours (24 December to 1 January) and a card for every
  // booking on 31 December (docs/booking-outcomes.md) would change the outcome.
  while (date.slice(5) >= '12-20' || date.slice(5) <= '01-03') date = addDays(date, 7);
  return date;
}

/** `dd/MM/yyyy`, as the date field takes it (spec 5.2). */
const displayDate = (iso: string) => iso.split('-').reverse().join('/');

/** The last Sunday of a month of the next clock change of that month (`month` 3 or 10) from today. */
function nextLastSunday(month: 3 | 10): string {
  const today = londonToday();
  for (let year = Number(today.slice(0, 4)); ; year++) {
    const last = new Date(Date.UTC(year, month, 0, 12));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    const iso = last.toISOString().slice(0, 10);
    if (iso > today) return iso;
  }
}

async function hydrated(page: Page) {
  // The machine running the suite may be busy: hydration can take longer than the default 5 s.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

async function brandToken(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post(`${brandApi}/api/token`, { headers: { brandKey: BRAND_KEY }, data: {} });
  expect(res.ok()).toBe(true);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { brandKey: BRAND_KEY, authorization: `Bearer ${accessToken}` };
}

/** What the brand API stored for a reference (its test-only read). */
async function storedBooking(request: APIRequestContext, reference: string) {
  const res = await request.get(`${brandApi}/test/bookings/${encodeURIComponent(reference)}`);
  expect(res.status(), `stored booking ${reference}`).toBe(200);
  return (await res.json()) as {
    reference: string;
    storeId: string;
    kind: string;
    status: string;
    diningDate: string;
    diningTime: string;
    startsAt: string;
    adults: number;
    children: number;
    email: string;
    braintreeCustomerId: string | null;
  };
}

const bookingDialog = (page: Page) => page.getByRole('dialog');

/** The Covent Garden page's first Book Now link, pressed once the page is hydrated. */
async function bookNowAtCoventGarden(page: Page) {
  await page.goto('/restaurants/london/covent-garden');
  await hydrated(page);
  await page
    .getByRole('link', { name: /^Book Now at / })
    .first()
    .click();
}

/** The brand API's row counts (its e2e-only read): a refused call writes nothing. */
async function rowCounts(request: APIRequestContext): Promise<Record<string, number>> {
  const res = await request.get(`${brandApi}/internal/row-counts`);
  expect(res.status(), 'the e2e brand API exposes its row counts').toBe(200);
  return res.json();
}

/** The diner accepts every cookie category in the cookie banner (analytics included). */
async function grantAnalytics(page: Page) {
  await page.goto('/about-us');
  await hydrated(page);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();
}

/** Party, date and time, then 'Check availability'. */
async function search(
  dialog: Locator,
  party: { adults: number; children?: number },
  date: string,
  time?: string,
) {
  await expect(dialog.getByRole('heading', { name: /Party, date and time/ })).toBeVisible();
  const adults = dialog.getByRole('spinbutton', { name: 'Adults' });
  await adults.fill(String(party.adults));
  await adults.blur();
  const children = dialog.getByRole('spinbutton', { name: 'Children' });
  await children.fill(String(party.children ?? 0));
  await children.blur();
  await dialog.getByRole('textbox', { name: 'Date' }).fill(displayDate(date));
  await dialog.getByRole('textbox', { name: 'Date' }).press('Tab');
  if (time) await dialog.getByRole('combobox', { name: 'Time' }).selectOption(time);
  await dialog.getByRole('button', { name: 'Check availability' }).click();
}

/**
 * From the offered times to the diner's details: picks `time` (or the first time) at the restaurant whose name
 * ends with `store` when a list of times is shown (one exact match is chosen by itself), the first menu when
 * there are several, no extras.
 */
async function toDetails(
  dialog: Locator,
  pick: { time?: string; store: string; extras?: Record<string, number> },
) {
  const details = dialog.getByRole('heading', { name: 'Your details' });
  const times = dialog.getByRole('heading', { name: 'Choose a time' });
  const menus = dialog.getByRole('radio').first();
  // The extras step (once past it, the summary keeps an 'Extras' row with the same name).
  const extras = dialog.getByText(/Each extra is optional/);
  const slotName = new RegExp(`^${pick.time ?? '\\d{2}:\\d{2}'} at .*${pick.store}$`);
  for (let step = 0; step < 6; step++) {
    await expect(details.or(times).or(menus).or(extras).first()).toBeVisible({ timeout: 15_000 });
    if (await details.isVisible()) return;
    if (await times.isVisible()) {
      await dialog.getByRole('button', { name: slotName }).first().click();
      await expect(times).toBeHidden();
    } else if (await menus.isVisible()) {
      await menus.check();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(menus).toBeHidden();
    } else if (await extras.isVisible()) {
      for (const [name, quantity] of Object.entries(pick.extras ?? {})) {
        for (let n = 0; n < quantity; n++)
          await dialog.getByRole('button', { name: `Add one ${name}` }).click();
      }
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(extras).toBeHidden();
    }
  }
  await expect(details).toBeVisible();
}

async function fillDetails(dialog: Locator, email: string) {
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await dialog.getByRole('textbox', { name: /Mobile number/ }).fill('07700 900123');
}

/** The reference the confirmation shows. */
async function shownReference(dialog: Locator, term = 'Booking reference'): Promise<string> {
  const value = dialog.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/^[A-Z0-9]{6,12}$/);
  return (await value.textContent())?.trim() ?? '';
}

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

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

  test('no availability offers the nearest restaurant: St Andrews for 5 suggests Dundee', async ({
    page,
  }) => {
    const date = futureWeekday(4, 7, 30);
    await page.goto('/restaurants/st-andrews/st-andrews/book-now');
    await hydrated(page);
    const dialog = bookingDialog(page);
    await search(dialog, { adults: 5 }, date, '19:00');
    await expect(dialog.getByRole('heading', { name: 'Choose a time' })).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('group', { name: /Dundee, [\d.]+ miles away/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^\d{2}:\d{2} at .*Dundee$/ }).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^\d{2}:\d{2} at .*St Andrews$/ })).toHaveCount(0);
  });

  test('a holiday-park restaurant shows its call-us message', async ({ page }) => {
    await page.goto('/restaurants/skegness/book-now');
    await hydrated(page);
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('alert')).toContainText(BOOKING_MESSAGES.holidayPark);
    await expect(dialog.getByRole('button', { name: 'Check availability' })).toHaveCount(0);
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

  /** The home page strip's form: it loads on the first interaction with the page (once the page's code has run). */
  async function homeStripForm(page: Page) {
    const strip = page.getByRole('form', { name: 'Book a table' });
    let x = 10;
    await expect(async () => {
      x += 7;
      await page.mouse.move(x, 300);
      await expect(strip).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    return strip;
  }

  test('the home page strip opens the modal with what was chosen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const strip = await homeStripForm(page);
    await strip
      .getByRole('combobox', { name: 'Restaurant' })
      .selectOption({ label: 'Fittizia Trattoria Dundee' });
    const adults = strip.getByRole('spinbutton', { name: 'Adults' });
    await adults.fill('4');
    await adults.blur();
    await strip.getByRole('button', { name: 'Book Now' }).click();
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Create your booking' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Restaurant' })).toContainText('Dundee');
    await expect(dialog.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('4');
  });

  test('the home page strip comes with its restaurants: showing it fetches no data and no API client', async ({
    page,
  }) => {
    const fetched: string[] = [];
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') || pathname.startsWith('/_serverFn') || /brand-client/.test(pathname))
        fetched.push(pathname);
    });
    const strip = await homeStripForm(page);
    const restaurant = strip.getByRole('combobox', { name: 'Restaurant' });
    await expect(restaurant.getByRole('option', { name: 'Fittizia Trattoria Dundee' })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
  });

  // The strip's box holds the form's height while it shows its link: the form replacing the link at the first
  // interaction moved everything below it (608 px on a phone), under the visitor's finger.
  for (const width of [320, 768, 1280]) {
    test(`at ${width} px nothing below the home page strip moves when its form replaces the link`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/');
      await hydrated(page);
      const box = page.locator('section[aria-labelledby="booking-strip-title"]');
      await expect(box.getByRole('link', { name: /choose a restaurant/ })).toBeVisible();
      const before = await box.boundingBox();
      await homeStripForm(page);
      const after = await box.boundingBox();
      expect(after?.height).toBe(before?.height);
      await context.close();
    });
  }

  test('the calendar download has 2 hours at the London time on both sides of a clock change', async ({
    request,
  }) => {
    const march = nextLastSunday(3);
    const october = nextLastSunday(10);
    const compactDay = (iso: string) => iso.replaceAll('-', '');
    const cases = [
      // Clocks went forward at 01:00 UTC: 19:30 BST is 18:30 UTC; the Saturday before is still GMT.
      [march, '19:30', `${compactDay(march)}T183000Z`],
      [addDays(march, -1), '19:30', `${compactDay(addDays(march, -1))}T193000Z`],
      // Clocks went back: 19:30 GMT is 19:30 UTC; the Saturday before is still BST.
      [october, '19:30', `${compactDay(october)}T193000Z`],
      [addDays(october, -1), '19:30', `${compactDay(addDays(october, -1))}T183000Z`],
    ] as const;
    for (const [date, time, utc] of cases) {
      const query = new URLSearchParams({
        title: 'Table at Fittizia Trattoria Kensington',
        location: 'Kensington, London',
        date,
        time,
        durationHours: '2',
        description: '2 adults',
      });
      // As the brand API signs it for a booking, with the run's calendar-link key (support/test-keys.ts).
      const res = await request.get(signCalendarQuery(query, E2E_CALENDAR_LINK_SECRET));
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers()['content-disposition']).toBe('attachment; filename="booking.ics"');
      const text = await res.text();
      expect(text, `${date} ${time}`).toContain(`DTSTART:${utc}`);
      expect(text).toContain('DURATION:PT2H');
    }
    const bad = await request.get(
      signCalendarQuery(
        new URLSearchParams({ title: 'x', location: 'y', date: '2027-02-30', time: '19:30' }),
        E2E_CALENDAR_LINK_SECRET,
      ),
    );
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain('Invalid calendar request: date must be a real date');
    // calendar.ics builds an event with any text: an unsigned link gets no file.
    const unsigned = await request.get('/booking/calendar.ics?title=x&location=y&date=2027-02-03&time=19:30');
    expect(unsigned.status()).toBe(403);
  });

  test('the header button opens the modal off the home and restaurant pages; #booking opens it anywhere', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await hydrated(page);
    await page.getByTestId('site-header').getByRole('link', { name: 'Book Now' }).click();
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Please select a location.' })).toBeVisible();
    await expect(page).toHaveURL(/\/about-us$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/menu#booking');
    await hydrated(page);
    await expect(
      bookingDialog(page).getByRole('heading', { name: 'Please select a location.' }),
    ).toBeVisible();

    await page.goto('/restaurants/glasgow/book-now');
    await hydrated(page);
    // The city's restaurants first (Glasgow has two: none preselected).
    const locations = bookingDialog(page).getByRole('list', { name: 'Locations' }).getByRole('button');
    await expect(locations.nth(0)).toContainText('Glasgow');
    await expect(locations.nth(1)).toContainText('Glasgow');
  });

  test('the group-booking trigger opens group-booking mode: a restaurant page fixes its restaurant', async ({
    page,
  }) => {
    await page.goto('/group-bookings');
    await hydrated(page);
    await page.getByRole('link', { name: "Book your group's table online" }).click();
    const dialog = bookingDialog(page);
    // No restaurant known: the location picker first, then the group booking.
    await expect(dialog.getByRole('heading', { name: 'Please select a location.' })).toBeVisible();
    await dialog.getByRole('searchbox', { name: /Search by restaurant, town or postcode/ }).fill('Covent');
    await dialog
      .getByRole('button', { name: /Covent Garden/ })
      .first()
      .click();
    await expect(dialog.getByRole('heading', { name: 'Create your group booking' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/group-bookings$/);

    // From a restaurant page the restaurant step is fixed (spec 4.2: step one disabled).
    await page.goto('/restaurants/london/covent-garden#group-booking');
    await hydrated(page);
    await expect(dialog.getByRole('heading', { name: 'Create your group booking' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Restaurant' })).toContainText('Covent Garden');
    await expect(dialog.getByRole('button', { name: 'Edit Restaurant' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Date' })).toBeVisible();
  });

  test('the whole journey works by keyboard alone', async ({ page, request }) => {
    // Tab by Tab through every step: far more steps than the other journeys, so more than the default time.
    test.slow();
    const date = futureWeekday(2, 7, 40); // a Tuesday
    const email = uniqueEmail('keyboard');
    await page.goto('/');
    await hydrated(page);

    /** Presses Tab until `target` has focus. */
    async function tabTo(target: Locator, max = 60) {
      for (let i = 0; i < max; i++) {
        if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
        await page.keyboard.press('Tab');
      }
      await expect(target).toBeFocused();
    }

    await tabTo(page.getByTestId('site-header').getByRole('link', { name: 'Book Now' }));
    await page.keyboard.press('Enter');
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Please select a location.' })).toBeVisible();
    await tabTo(dialog.getByRole('searchbox', { name: /Search by restaurant, town or postcode/ }));
    await page.keyboard.type('Covent');
    await tabTo(dialog.getByRole('button', { name: /Covent Garden/ }).first());
    await page.keyboard.press('Enter');

    await tabTo(dialog.getByRole('textbox', { name: 'Date' }));
    await page.keyboard.type(displayDate(date));
    await tabTo(dialog.getByRole('button', { name: 'Check availability' }));
    await page.keyboard.press('Enter');

    const details = dialog.getByRole('heading', { name: 'Your details' });
    for (let step = 0; step < 6 && !(await details.isVisible()); step++) {
      const slot = dialog.getByRole('button', { name: /^\d{2}:\d{2} at .*Covent Garden$/ }).first();
      const menu = dialog.getByRole('radio').first();
      const next = dialog.getByRole('button', { name: 'Continue' });
      await expect(details.or(slot).or(menu).or(next).first()).toBeVisible({ timeout: 15_000 });
      if (await details.isVisible()) break;
      if (await slot.isVisible()) {
        await tabTo(slot);
        await page.keyboard.press('Enter');
      } else if (await menu.isVisible()) {
        await tabTo(menu);
        await page.keyboard.press('Space');
        await tabTo(next);
        await page.keyboard.press('Enter');
      } else {
        await tabTo(next);
        await page.keyboard.press('Enter');
      }
      await page.waitForTimeout(200);
    }
    await expect(details).toBeVisible();
    for (const [name, value] of [
      ['First name', 'Grace'],
      ['Last name', 'Hopper'],
      ['Email address', email],
      ['Mobile number', '07700 900456'],
    ] as const) {
      await tabTo(dialog.getByRole('textbox', { name: new RegExp(`^${name}`) }));
      await page.keyboard.type(value);
    }
    await tabTo(dialog.getByRole('button', { name: 'Book Now' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    expect(await storedBooking(request, await shownReference(dialog))).toMatchObject({
      storeId: '1001',
      email,
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  /** Books Covent Garden with extras; returns the body sent and the confirmation's Extras row. */
  async function bookWithExtras(
    page: Page,
    party: { adults: number },
    date: string,
    time: string,
    extras: Record<string, number>,
    card = false,
  ) {
    await page.goto('/restaurants/london/covent-garden/book-now');
    await hydrated(page);
    const dialog = bookingDialog(page);
    await search(dialog, party, date, time);
    await toDetails(dialog, { store: 'Covent Garden', extras });
    // The summary names the extras chosen, with their prices and total, before anything is booked.
    await expect(dialog.getByRole('region', { name: 'Extras' })).toContainText('Extras total £');
    await fillDetails(dialog, uniqueEmail('extras'));
    const placed = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/api/booking/create/'),
    );
    if (card) {
      await dialog.getByRole('button', { name: 'Card Guarantee' }).click();
      const form = dialog.getByRole('form', { name: 'Card details' });
      await form.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
      await form.getByRole('textbox', { name: /Expiry date/ }).fill('12/39');
      await form.getByRole('textbox', { name: /Security code/ }).fill('123');
      await form.getByRole('textbox', { name: 'Name on card' }).fill('Ada Lovelace');
      await form.getByRole('button', { name: 'Submit Card' }).click();
      await expect(form.getByText('Your card has been accepted.')).toBeVisible();
      await form.getByRole('button', { name: 'Book Now' }).click();
    } else {
      await dialog.getByRole('button', { name: 'Book Now' }).click();
    }
    const body = JSON.parse((await placed).postData() ?? '{}') as {
      upsells: { id: string; quantity: number }[];
      upsellIds?: string[];
      braintreeCustomerId: string | null;
    };
    await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    const row = dialog.locator('dt', { hasText: /^Extras$/ }).locator('xpath=following-sibling::dd[1]');
    return { body, row, dialog };
  }

  test('a booking with one extra completes; the confirmation lists it with its price and total', async ({
    page,
  }) => {
    const { body, row } = await bookWithExtras(page, { adults: 2 }, futureWeekday(3, 7, 30), '18:30', {
      'Prosecco on arrival': 1,
    });
    // Each extra once: in `upsells` with its quantity, never also in `upsellIds` (the brand API refuses a repeat).
    expect(body.upsells).toEqual([{ id: 'up-prosecco', quantity: 1 }]);
    expect(body.upsellIds ?? []).toEqual([]);
    await expect(row).toContainText('1 × Prosecco on arrival, £6.50');
    await expect(row).toContainText('Extras total £6.50');
  });

  test('a booking with two extras completes; the confirmation lists both and their total', async ({
    page,
  }) => {
    const { body, row } = await bookWithExtras(page, { adults: 2 }, futureWeekday(4, 7, 30), '18:15', {
      'Prosecco on arrival': 2,
      'Antipasti board to share': 1,
    });
    expect(body.upsells).toHaveLength(2);
    await expect(row).toContainText('2 × Prosecco on arrival, £13.00');
    await expect(row).toContainText('1 × Antipasti board to share, £14.50');
    await expect(row).toContainText('Extras total £27.50');
  });

  test('a booking with an extra and a card completes; the confirmation lists the extra and its total', async ({
    page,
  }) => {
    const { body, row } = await bookWithExtras(
      page,
      { adults: 6 },
      futureWeekday(6, 7, 30), // a Saturday: Covent Garden asks a card for 6 or more
      '12:30',
      { 'Flowers on the table': 1 },
      true,
    );
    expect(body.upsells).toEqual([{ id: 'up-flowers', quantity: 1 }]);
    expect(body.braintreeCustomerId).toBeTruthy();
    await expect(row).toContainText('1 × Flowers on the table, £12.00');
    await expect(row).toContainText('Extras total £12.00');
  });

  test('Back and Forward move between the steps with what was entered; a confirmed booking stays confirmed', async ({
    page,
  }) => {
    const date = futureWeekday(4, 7, 30); // a Thursday
    await page.goto('/restaurants/london/covent-garden');
    await hydrated(page);
    // The page in use: a press before its body is live is the browser's (a page load of the book-now address),
    // which Book now's own first-press tests cover; this one is about the journey's history.
    await inUse(page);
    const opener = page.getByRole('link', { name: /^Book Now at / }).first();
    await opener.click();
    const dialog = bookingDialog(page);
    // Escape closes it and focus goes back to the Book Now that opened it.
    await expect(dialog.getByRole('heading', { name: /Party, date and time/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await search(dialog, { adults: 3 }, date, '20:00');
    const extras = dialog.getByText(/Each extra is optional/);
    await toDetails(dialog, { store: 'Covent Garden', extras: { 'Prosecco on arrival': 1 } });
    await fillDetails(dialog, uniqueEmail('history'));

    // Back: the step before (extras) with the quantity chosen; Back again: the party and date as entered.
    await page.goBack();
    await expect(extras).toBeVisible();
    await expect(dialog.getByRole('spinbutton', { name: /Prosecco on arrival/ })).toHaveValue('1');
    while (!(await dialog.getByRole('heading', { name: /Party, date and time/ }).isVisible()))
      await page.goBack();
    await expect(dialog.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('3');
    await expect(dialog.getByRole('textbox', { name: 'Date' })).toHaveValue(displayDate(date));
    // Forward, step by step, back to the details with what was typed.
    const detailsStep = dialog.getByRole('heading', { name: 'Your details' });
    for (let n = 0; n < 4 && !(await detailsStep.isVisible()); n++) await page.goForward();
    await expect(detailsStep).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');

    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
      timeout: 15_000,
    });
    const reference = await shownReference(dialog);
    // A reload, or Back then Forward, shows the same confirmation, never an empty form.
    await page.reload();
    await hydrated(page);
    await expect(
      bookingDialog(page).getByRole('heading', { name: 'Your booking is confirmed' }),
    ).toBeVisible();
    expect(await shownReference(bookingDialog(page))).toBe(reference);
    await page.goBack();
    await page.goForward();
    await expect(
      bookingDialog(page).getByRole('heading', { name: 'Your booking is confirmed' }),
    ).toBeVisible();
    expect(await shownReference(bookingDialog(page))).toBe(reference);
    await page.keyboard.press('Escape');
    await expect(bookingDialog(page)).toBeHidden();
  });

  test('with the modal’s code already here, Book now opens it at once and the address follows; Back closes it, Forward opens it', async ({
    page,
  }) => {
    // The modal's code, fetched when the restaurant page is idle (lib/prefetch.ts).
    const modalCode = page.waitForResponse((response) => /\/BookingDialog-[^/]+\.js$/.test(response.url()));
    await page.goto('/restaurants/london/covent-garden');
    await hydrated(page);
    await inUse(page);
    await modalCode;
    const page0 = page.url();
    await page
      .getByRole('link', { name: /^Book Now at / })
      .first()
      .click();
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: /Party, date and time/ })).toBeFocused();
    await expect(page).toHaveURL(/\/restaurants\/london\/covent-garden\/book-now$/);
    // The first step's history entry replaced the book-now address's own: one Back is the page again.
    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(page0);
    // Back left the page's entry as it was: Forward is the modal again, and Back the page again.
    await page.goForward();
    await expect(bookingDialog(page).getByRole('heading', { name: /Party, date and time/ })).toBeVisible();
    await expect(page).toHaveURL(/\/book-now$/);
    await page.goBack();
    await expect(bookingDialog(page)).toBeHidden();
    expect(page.url()).toBe(page0);
    // Book now again opens it afresh; closing leaves the book-now address for the page's own.
    await page
      .getByRole('link', { name: /^Book Now at / })
      .first()
      .click();
    await expect(bookingDialog(page).getByRole('heading', { name: /Party, date and time/ })).toBeFocused();
    await expect(page).toHaveURL(/\/book-now$/);
    await page.keyboard.press('Escape');
    await expect(bookingDialog(page)).toBeHidden();
    await expect(page).toHaveURL(page0);
  });

  test('a restaurant page prepares the modal while it is idle: Book now shows that one, and a fresh one after closing', async ({
    page,
  }) => {
    await page.goto('/restaurants/london/covent-garden');
    await hydrated(page);
    await inUse(page);
    // Prepared: in the page, hidden from everyone, so a press shows it instead of rendering it then.
    const inPage = page.locator('[role="dialog"]');
    await expect(inPage).toHaveCount(1, { timeout: 15_000 });
    await expect(inPage).toBeHidden();
    await expect(bookingDialog(page)).toHaveCount(0);
    await inPage.evaluate((element) => {
      element.setAttribute('data-e2e', 'prepared');
    });
    const opener = page.getByRole('link', { name: /^Book Now at / }).first();
    await opener.click();
    const dialog = bookingDialog(page);
    await expect(dialog.getByRole('heading', { name: /Party, date and time/ })).toBeFocused();
    await expect(dialog).toHaveAttribute('data-e2e', 'prepared');
    await expect(dialog.getByText('Covent Garden').first()).toBeVisible();
    const adults = dialog.getByRole('spinbutton', { name: 'Adults' });
    const startingAdults = await adults.inputValue();
    await adults.fill('5');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Once the closed modal has reset, another is prepared: the next press starts afresh.
    await expect(page.locator('[role="dialog"]:not([data-e2e])')).toHaveCount(1, { timeout: 10_000 });
    await opener.click();
    await expect(bookingDialog(page).getByRole('heading', { name: /Party, date and time/ })).toBeFocused();
    await expect(bookingDialog(page)).not.toHaveAttribute('data-e2e', 'prepared');
    await expect(bookingDialog(page).getByRole('spinbutton', { name: 'Adults' })).toHaveValue(startingAdults);
  });
});

test.describe('names across forms', () => {
  test('at 1280 px the booking refuses "🍕🍕" as a last name, with the words contact and sign-up use', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await bookNowAtCoventGarden(page);
    const dialog = bookingDialog(page);
    await search(dialog, { adults: 2 }, futureWeekday(4, 7, 30), '19:30');
    await toDetails(dialog, { time: '19:30', store: 'Covent Garden' });
    await fillDetails(dialog, uniqueEmail('pizza-name'));
    const lastName = dialog.getByRole('textbox', { name: 'Last name' });
    await lastName.fill('🍕🍕');
    await lastName.blur();
    await expect(lastName).toHaveAccessibleDescription(
      /Last name must only include letters, spaces, apostrophes and hyphens/,
    );
    await expect(dialog.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    // A name that is one is taken again.
    await lastName.fill('Smith-Jones');
    await expect(dialog.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  });
});

/** A table for two at Covent Garden booked through the modal; the confirmation stays open. */
async function bookForManage(page: Page, label: string) {
  const email = uniqueEmail(label);
  await bookNowAtCoventGarden(page);
  const dialog = bookingDialog(page);
  await search(dialog, { adults: 2 }, futureWeekday(3, 14, 40), '19:00'); // a Wednesday
  await toDetails(dialog, { store: 'Covent Garden' });
  await fillDetails(dialog, email);
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 15_000,
  });
  return { dialog, email, reference: await shownReference(dialog) };
}

/** The manage page of the booking `reference` is on screen. */
async function showsManagePage(page: Page, reference: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  const shown = page
    .locator('dt', { hasText: 'Booking reference' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(shown).toHaveText(reference);
}

test.describe('the confirmation leads to the booking', () => {
  test('the confirmation names the address the e-mail went to; its manage link opens that booking', async ({
    page,
  }) => {
    const { dialog, email, reference } = await bookForManage(page, 'confirmation-manage');
    await expect(dialog.getByText(`We have sent your confirmation to ${email}.`)).toBeVisible();
    const manage = dialog.getByRole('link', { name: 'View, change or cancel your booking' });
    await expect(manage).toHaveAttribute('href', /^\/booking\/manage\/[A-Z0-9]+\.[\w-]+$/);
    const href = (await manage.getAttribute('href')) ?? '';

    await manage.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.]/g, '\\.')}$`));
    await showsManagePage(page, reference);
  });

  test('the dev outbox shows the confirmation e-mail; its manage link opens the booking on the site', async ({
    page,
    baseURL,
  }) => {
    const { email, reference } = await bookForManage(page, 'outbox-manage');
    await page.goto(`${brandApi}/dev/outbox`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sent e-mails' })).toBeVisible();
    await page
      .getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) })
      .filter({ hasText: 'booking-confirmation' })
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Booking confirmed: / })).toBeVisible();
    // The e-mail's link as sent: absolute to the site.
    const manage = page.getByRole('link', { name: /^View.* cancel your booking$/ });
    await expect(manage).toHaveAttribute('href', new RegExp(`^${baseURL}/booking/manage/${reference}\\.`));
    await manage.click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/booking/manage/${reference}\\.`));
    await showsManagePage(page, reference);
  });
});
