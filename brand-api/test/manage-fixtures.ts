import { apiErrorBody, type BookingRequestInput, bookingErrorMessage } from '@fittizia/contract';
import { expect } from 'vitest';
import {
  addCalendarDays,
  type CalendarDate,
  isoWeekday,
  parseDate,
} from '../src/domains/booking/service/calendar.ts';

/*
 * What the manage, change, reminder and standby tests share: their clock, the manage links' secret, a
 * diner's table booking, a refusal's code and words, a day.
 */

/** A Monday, 10:00 London time: the clock of every issue-25 test. */
export const CLOCK = new Date('2026-11-23T10:00:00Z');
/** The calendar date of `CLOCK`. */
export const TODAY = parseDate('2026-11-23');
/** The manage links' signing secret in these tests. */
export const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

/** The first date `days` or more after `today` that falls on an ISO weekday (1 Monday to 7 Sunday). */
export function onOrAfter(today: CalendarDate, days: number, weekday: number): CalendarDate {
  let d = addCalendarDays(today, days);
  while (isoWeekday(d) !== weekday) d = addCalendarDays(d, 1);
  return d;
}

/** Ada's table booking at a restaurant, date ('2026-11-26' or unpadded) and time. */
export function tableBooking(
  storeId: string,
  date: string,
  time: string,
  over: Partial<BookingRequestInput> = {},
): BookingRequestInput {
  return {
    restaurantId: storeId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailAddress: 'ada@example.com',
    mobilePhoneNumber: '07700900123',
    diningDateTime: `${date} ${time}`,
    bookingTime: time,
    adultCovers: 2,
    childCovers: 0,
    menuIds: ['bm-a-la-carte'],
    occasionId: 'standard',
    ...over,
  };
}

/** A refusal with its status, booking code and the contract's plain words for the code. */
export async function expectRefusal(res: Response, status: number, code: number) {
  const body = apiErrorBody.parse(await res.json());
  expect({ status: res.status, code: body.code, message: body.message }).toEqual({
    status,
    code,
    message: bookingErrorMessage(code),
  });
  return body;
}
