import { signCalendarQuery } from '@fittizia/contract/calendar-link';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addDays, bookingDialog, hydrated, nextLastSunday } from './support/booking-steps.ts';
import { E2E_CALENDAR_LINK_SECRET } from './support/test-keys.ts';

/*
 * The booking journey in the browser (spec 2.5, 4.2, 4.3), on the production build with the embedded
 * brand API and its seeded booking rules (docs/booking-outcomes.md says which restaurant, date and party gives
 * each outcome). Dates are computed from today, in London, never fixed. The brand API's data directory lives
 * from run to run, so a test that needs a free table picks a date far enough ahead and at random.
 */

test.describe('booking journey', () => {
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
    await page.getByRole('link', { name: 'book a table online' }).click();
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
});
