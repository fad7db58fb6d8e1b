import {
  apiErrorBody,
  BOOKING_LIMIT_DEFAULTS,
  BOOKING_MANAGE_PATH,
  BookingErrorCode,
  bookingErrorMessage,
  bookingResponse,
  DINER_ADDRESS_HEADER,
  standbyEntry,
} from '@fittizia/contract';
import { expect, it } from 'vitest';
import { madeUpBooking } from '../scripts/book-out.ts';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { addCalendarDays, parseDate, unpadded } from '../src/domains/booking/service/calendar.ts';
import { describeOnEachDatabase, openThursday } from './harness.ts';

/** St Andrews: four tables (two for up to 2, two for up to 4), so four bookings of two fill a time. */
const SA = BOOKING_STORES.small;

/*
 * The booking limits on every path, with the default limits on, through the app as the site calls it (the
 * diner's address in X-Diner-Address): create, change and standby join are all held to them, one address cannot
 * take a small restaurant's evening, and a `+tag` e-mail opens no way round a limit or a voucher claim.
 */
describeOnEachDatabase('booking limits on every path', {}, (h) => {
  /** The Thursday a week after `day`, away from the Christmas dates' special rules as `openThursday` is. */
  const weekAfter = (day: string) => {
    let d = addCalendarDays(parseDate(day), 7);
    while ((d.month === 12 && d.day >= 20) || (d.month === 1 && d.day <= 2)) d = addCalendarDays(d, 7);
    return unpadded(d);
  };
  const evening = openThursday(3);
  const otherDay = weekAfter(evening);
  const fullDay = weekAfter(otherDay);
  const yetAnotherDay = weekAfter(fullDay);
  const tagDay = weekAfter(yetAnotherDay);
  const iso = (day: string) => parseDate(day).iso;
  const ME = '203.0.113.44';

  const create = (
    date: string,
    time: string,
    address: string,
    over: { emailAddress?: string; mobilePhoneNumber?: string } = {},
  ) =>
    h.post(
      `/api/booking/create/${SA}`,
      { ...madeUpBooking(SA, date, time), ...over },
      { [DINER_ADDRESS_HEADER]: address },
    );
  const booked = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    const made = bookingResponse.parse(await res.json());
    return { ...made, token: (made.manageLink ?? '').slice(BOOKING_MANAGE_PATH.length) };
  };
  const join = (date: string, address: string, emailAddress: string) =>
    h.post(
      `/api/booking/standby/join/${SA}`,
      {
        date: iso(date),
        windowFrom: '19:00',
        windowTo: '19:00',
        adultCovers: 2,
        childCovers: 0,
        firstName: 'Grace',
        lastName: 'Hopper',
        emailAddress,
        consent: true,
      },
      { [DINER_ADDRESS_HEADER]: address },
    );
  /** Refused with 429 code 21 and the one message that says to call, never which limit. */
  const expectRefused = async (res: Response) => {
    expect(res.status).toBe(429);
    expect(apiErrorBody.parse(await res.json())).toEqual({
      message: bookingErrorMessage(BookingErrorCode.BookingLimitReached),
      code: BookingErrorCode.BookingLimitReached,
    });
  };
  const heldAt = (date: string, time: string) =>
    h.count(
      'booking_tables bt JOIN bookings b ON b.id = bt.booking_id',
      `b.store_id = '${SA}' AND b.dining_date = '${iso(date)}' AND b.dining_time = '${time}'`,
    );

  it('the refusal says to call the restaurant and names no limit', () => {
    const message = bookingErrorMessage(BookingErrorCode.BookingLimitReached);
    expect(message).toMatch(/call the restaurant/i);
    expect(message).not.toMatch(/e-?mail|phone|address|day|limit/i);
  });

  it(`one address holds at most ${BOOKING_LIMIT_DEFAULTS.perAddressPerService} bookings of one St Andrews evening: the four tables cannot all be taken by it`, async () => {
    await booked(await create(evening, '18:30', ME));
    await booked(await create(evening, '19:00', ME));
    await expectRefused(await create(evening, '19:00', ME));
    await expectRefused(await create(evening, '20:00', ME, { emailAddress: 'someone.else@example.com' }));
    // Others still book the two tables left at 19:00; the same address still books lunch.
    for (const other of ['198.51.100.61', '198.51.100.62'])
      await booked(await create(evening, '19:00', other));
    expect(await heldAt(evening, '19:00')).toBe(3);
    expect(await h.count('bookings', `store_id = '${SA}' AND diner_address = '${ME}'`)).toBe(2);
    await booked(await create(evening, '12:00', ME));
  });

  it('a change into a service where the address has met its limit is refused and changes nothing; a change elsewhere is made', async () => {
    const later = await booked(await create(otherDay, '19:00', ME));
    const change = (date: string, time: string) =>
      h.post(`/api/booking/manage/${later.token}/change`, { date: iso(date), time, adults: 2, children: 0 });
    await expectRefused(await change(evening, '20:00'));
    expect(
      await h.count(
        'bookings',
        `reference = '${later.bookingReference}' AND dining_date = '${iso(otherDay)}'`,
      ),
    ).toBe(1);
    expect((await change(otherDay, '19:30')).status).toBe(200);
  });

  it(`standby has its own cap: ${BOOKING_LIMIT_DEFAULTS.standbyPerAddress} entries per address and ${BOOKING_LIMIT_DEFAULTS.standbyPerEmail} per e-mail (any +tag), and they count towards the address's bookings`, async () => {
    for (const [i, other] of ['198.51.100.71', '198.51.100.72', '198.51.100.73', '198.51.100.74'].entries())
      await booked(await create(fullDay, '19:00', other, { emailAddress: `full.${i}@example.com` }));
    expect(standbyEntry.parse(await (await join(fullDay, ME, 'wait.1@example.com')).json()).status).toBe(
      'waiting',
    );
    expect((await join(fullDay, ME, 'wait.2@example.com')).status).toBe(200);
    await expectRefused(await join(fullDay, ME, 'wait.3@example.com'));
    // One inbox: grace@, Grace+1@ and grace+2@ from three addresses.
    expect((await join(fullDay, '198.51.100.81', 'grace@example.com')).status).toBe(200);
    expect((await join(fullDay, '198.51.100.82', 'Grace+1@example.com')).status).toBe(200);
    await expectRefused(await join(fullDay, '198.51.100.83', 'grace+2@example.com'));
    // The address now holds 4 bookings (two this evening, lunch, the other day) and 2 standby entries: 6.
    await expectRefused(await create(yetAnotherDay, '19:00', ME));
    expect((await create(yetAnotherDay, '19:00', '198.51.100.75')).status).toBe(200);
    expect(await h.count('standby_entries', `diner_address = '${ME}'`)).toBe(2);
  });

  it('a +tag e-mail books no further past the per-e-mail limit of a day', async () => {
    const day = tagDay;
    for (const [i, email] of ['ada@example.com', 'ada+1@example.com', 'ADA+2@example.com'].entries())
      await booked(await create(day, '12:00', `198.51.100.${90 + i}`, { emailAddress: email }));
    await expectRefused(await create(day, '12:30', '198.51.100.99', { emailAddress: 'ada+3@example.com' }));
  });

  it('a +tag e-mail claims no second voucher for one offer: a@x, a+1@x and a+2@x have one code', async () => {
    for (const email of ['vera@example.com', 'vera+1@example.com', 'Vera+2@Example.com']) {
      const res = await h.post('/api/offer/getcode', {
        offerSlug: '30-off-students',
        emailAddress: email,
        acceptTerms: true,
      });
      expect(res.status).toBe(200);
    }
    expect(await h.count('offer_vouchers', `email_key LIKE 'vera%'`)).toBe(1);
  });
});
