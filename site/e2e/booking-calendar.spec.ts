import { bookingEventUid } from '@fittizia/contract/booking-summary';
import ICAL from 'ical.js';
import { expect, test } from './fixtures.ts';
import {
  bookingDialog,
  brandApi,
  brandToken,
  fillDetails,
  futureWeekday,
  hydrated,
  search,
  shownReference,
  toDetails,
  uniqueEmail,
} from './support/booking-steps.ts';
import { mailCalendar, manageLinkFromMail } from './support/manage-steps.ts';

/*
 * One booking, one calendar event: the confirmation's Apple (.ics) download still works after a reload (the
 * signed link is kept with the confirmation), and the file the site serves, the confirmation e-mail's, the change
 * e-mail's update and the cancellation's all carry the contract's one UID, so the e-mails update the entry the
 * diner added from the site. Production build, embedded brand API.
 */

test('after a reload the confirmation’s .ics downloads, and every calendar file of the booking has its one UID', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('calendar-reload');
  const date = futureWeekday(3, 21, 40); // a Wednesday
  await page.goto('/restaurants/london/covent-garden/book-now');
  await hydrated(page);
  const dialog = bookingDialog(page);
  await search(dialog, { adults: 2 }, date, '19:00');
  await toDetails(dialog, { store: 'Covent Garden', extras: { 'Prosecco on arrival': 2 } });
  await fillDetails(dialog, email);
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expect(dialog.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({
    timeout: 15_000,
  });
  const reference = await shownReference(dialog);
  const uid = bookingEventUid(reference);

  // The reloaded confirmation still offers the booking's own file.
  await page.reload();
  await hydrated(page);
  const apple = bookingDialog(page).getByRole('link', { name: /^Apple/ });
  await expect(apple).toBeVisible();
  const download = await page.request.get((await apple.getAttribute('href')) ?? '');
  const body = await download.text();
  expect(download.status(), body).toBe(200);
  expect(download.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(body));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  expect(event.uid).toBe(uid);
  expect(event.summary).toMatch(/^Table at .*Covent Garden/);
  expect(event.description).toContain(`Booking reference: ${reference}`);
  expect(event.description).toContain('Extra: 2 × Prosecco on arrival, £13.00');
  expect(event.description).toContain('Extras total £13.00');

  // The confirmation e-mail's entry is the same event.
  await expect(async () => {
    expect(await mailCalendar(page, email, 'booking-confirmation', 'booking.ics')).toEqual({
      method: 'PUBLISH',
      uid,
      sequence: 0,
    });
  }).toPass({ timeout: 10_000 });

  // A change updates it (REQUEST, a higher SEQUENCE); a cancellation removes it (CANCEL).
  const token = (await manageLinkFromMail(page, email)).slice('/booking/manage/'.length);
  const headers = await brandToken(page.request);
  const changed = await page.request.post(`${brandApi}/api/booking/manage/${token}/change`, {
    headers,
    data: { date, time: '20:30', adults: 2, children: 0 },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  expect(await mailCalendar(page, email, 'booking-change', 'booking.ics')).toEqual({
    method: 'REQUEST',
    uid,
    sequence: 1,
  });
  const cancelled = await page.request.post(`${brandApi}/api/booking/manage/${token}/cancel`, {
    headers,
    data: {},
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect(await mailCalendar(page, email, 'booking-cancellation', 'cancel.ics')).toEqual({
    method: 'CANCEL',
    uid,
    sequence: 2,
  });
});
