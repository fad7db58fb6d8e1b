import { expect, test } from './fixtures.ts';
import {
  BRAND_KEY,
  book,
  bookSomewhere,
  brandApi,
  cancellationCalendar,
  cancelOnPage,
  fillSmallSlot,
  findBooking,
  mailCalendar,
  mails,
  manageLinkFromMail,
  NOT_FOUND,
  otherTime,
  SMALL_STORE,
  threeAt,
  unique,
} from './support/manage-steps.ts';

/**
 * Manage my booking on the production build with the embedded brand API: the manage link from the
 * confirmation e-mail (read from the outbox through the brand API's test-only read), cancel with its
 * confirmation step, the cancellation's calendar file, change to another time (the old one bookable again, the
 * change e-mail's calendar file), find my booking, and the same with JavaScript off.
 */

for (const javaScriptEnabled of [true, false]) {
  test.describe(`manage my booking, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('the e-mailed link shows the booking; cancel frees the table and e-mails METHOD:CANCEL', async ({
      page,
      request,
    }) => {
      const email = unique('manage');
      const { made, at } = await bookSomewhere(request, email);
      expect(made.confirmationSentTo).toBe(email);
      const path = await manageLinkFromMail(page, email);
      expect(path).toBe(made.manageLink);

      await page.goto(path);
      await expect(page.getByText(made.bookingReference)).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByRole('link', { name: /Get Directions/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Apple calendar/ })).toHaveAttribute(
        'href',
        /^\/booking\/calendar\.ics\?/,
      );

      await cancelOnPage(page, path, 'Our plans changed.');
      const calendar = await cancellationCalendar(page, email);
      expect(calendar).toMatchObject({ method: 'CANCEL', sequence: 1 });
      expect(calendar.uid).toContain(made.bookingReference);

      // A second cancel is refused with the plain message; the page still says cancelled.
      const again = await page.request.post(path, {
        form: { intent: 'cancel' },
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      expect(again.status()).toBe(303);
      expect(again.headers().location).toBe(`${path}?problem=24`);

      // The table is free again: the same time books once more.
      await book(request, unique('again'), at);
    });

    test('change to another time: the old time is bookable again and the e-mail updates the calendar', async ({
      page,
      request,
    }) => {
      const email = unique('change');
      const { made, at } = await fillSmallSlot(request, email);
      // The time is full: another party of 3 is refused there.
      const token = await request.post(`${brandApi}/api/token`, {
        headers: { brandKey: BRAND_KEY },
        data: {},
      });
      const { accessToken } = (await token.json()) as { accessToken: string };
      const refused = await request.post(`${brandApi}/api/booking/create/${SMALL_STORE}`, {
        headers: { brandKey: BRAND_KEY, authorization: `Bearer ${accessToken}` },
        data: {
          restaurantId: SMALL_STORE,
          firstName: 'Bea',
          lastName: 'Diner',
          emailAddress: unique('refused'),
          diningDateTime: `${at.date} ${at.time}`,
          bookingTime: at.time,
          adultCovers: 3,
          childCovers: 0,
          menuIds: ['bm-a-la-carte'],
          occasionId: 'standard',
        },
      });
      expect(refused.status()).toBe(409);

      const path = await manageLinkFromMail(page, email);
      await page.goto(path);
      await page.getByRole('link', { name: 'Change date, time or guests' }).click();
      await expect(page.getByRole('heading', { name: 'Change your booking' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Time' })).toHaveValue(at.time);
      const to = otherTime(at.time);
      await page.getByRole('combobox', { name: 'Time' }).selectOption(to);
      await page.getByRole('button', { name: 'Change my booking' }).click();
      await expect(page.getByRole('status')).toContainText('Your booking has been changed');
      await expect(page.getByText(to, { exact: true })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);

      // Another diner can now book the old time: the table the booking had is free.
      await book(request, unique('old-time'), at, threeAt);

      // The change e-mail's calendar entry updates the confirmation's: same UID, METHOD:REQUEST, SEQUENCE:1.
      const first = await mailCalendar(page, email, 'booking-confirmation', 'booking.ics');
      const changed = await mailCalendar(page, email, 'booking-change', 'booking.ics');
      expect(changed).toEqual({ method: 'REQUEST', uid: first.uid, sequence: 1 });
      expect(changed.uid).toContain(made.bookingReference);

      // Changing to what is booked now is refused in plain words, and nothing changes.
      await page.getByRole('link', { name: 'Change date, time or guests' }).click();
      await page.getByRole('button', { name: 'Change my booking' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'Your booking is already for that date, time and party size',
      );
      expect(await mails(page, email, 'booking-change')).toHaveLength(1);
    });

    test('find my booking by reference and e-mail; a wrong e-mail reads as an unknown reference', async ({
      page,
      request,
    }) => {
      const email = unique('find');
      const { made } = await bookSomewhere(request, email);
      await findBooking(page, made.bookingReference.toLowerCase(), email.toUpperCase());
      await expect(page).toHaveURL(new RegExp(`${made.manageLink.replace(/[.]/g, '\\.')}$`));
      await expect(page.getByText(made.bookingReference)).toBeVisible();

      const someoneElse = unique('someone-else');
      await findBooking(page, made.bookingReference, someoneElse);
      await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
      // With JavaScript, what the diner typed is still in the fields, to correct rather than type again (the
      // page keeps it in the tab's session storage while the form posts).
      if (javaScriptEnabled) {
        await expect(page.getByRole('textbox', { name: 'Booking reference' })).toHaveValue(
          made.bookingReference,
        );
        await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(someoneElse);
      }
      expect(page.url()).not.toContain('example.com');
      const wrongEmail = await page.locator('main').textContent();

      await findBooking(page, 'ZZZZZZZZ', email);
      await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
      expect(await page.locator('main').textContent()).toBe(wrongEmail);
    });

    test('an altered link says it is not recognised and offers find my booking', async ({
      page,
      request,
    }) => {
      const { made } = await bookSomewhere(request, unique('altered'));
      const altered = `${made.manageLink.slice(0, -3)}${made.manageLink.endsWith('AAA') ? 'BBB' : 'AAA'}`;
      await page.goto(altered);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Booking link not recognised' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /Find your booking/ })).toHaveAttribute(
        'href',
        '/booking/find',
      );
    });
  });
}
