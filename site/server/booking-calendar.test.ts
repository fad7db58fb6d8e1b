import { DEV_CALENDAR_LINK_SECRET, signCalendarQuery } from '@fittizia/contract/calendar-link';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingCalendarHref } from '../lib/booking-calendar-link.ts';
import {
  bookingCalendarResponse,
  CALENDAR_LINK_REFUSED,
  calendarStart,
  parseCalendarQuery,
} from './booking-calendar.ts';

const SECRET = 'a-calendar-link-secret-of-this-test-0123';
/** The link as the brand API signs it for a booking (the create answer's `calendarLink`). */
const signed = (params: URLSearchParams, key = SECRET) =>
  new URL(`http://localhost${signCalendarQuery(params, key)}`);
const queryOf = (href: string) => new URLSearchParams(href.split('?')[1]);

const event = {
  title: 'Table at Fittizia Trattoria Covent Garden',
  location: 'Fittizia Trattoria Covent Garden, 12 Floral Street, London, WC2E 9DH',
  date: '2027-07-14',
  time: '19:30',
  durationHours: 2,
  description: 'Booking reference: K7MQ3XPA\n2 guests (2 adults)\nMenu: A la carte',
  reference: 'K7MQ3XPA',
};

const download = (fields: Partial<typeof event>) =>
  bookingCalendarResponse(signed(queryOf(bookingCalendarHref({ ...event, ...fields }))), SECRET);

/** The last Sunday of a month (London's clock changes: March and October). */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('booking calendar download', () => {
  it('calendar.ics builds an event with any text: only a link signed for a booking gets a file', async () => {
    const query = queryOf(bookingCalendarHref(event));
    expect((await download({})).status).toBe(200);
    const refused = async (url: URL, key = SECRET) => {
      const response = bookingCalendarResponse(url, key);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe(`${CALENDAR_LINK_REFUSED}\n`);
    };
    // Unsigned, as anyone could write it.
    await refused(new URL(`http://localhost/booking/calendar.ics?${query}`));
    // Signed, then a word changed.
    const altered = signed(query);
    altered.searchParams.set('title', 'Free money at evil.example');
    await refused(altered);
    // A line added after signing.
    const added = signed(query);
    added.searchParams.append('description', 'Call 0900 000 000');
    await refused(added);
    // Signed with another key (the published development one, a brand key), or a signature given twice.
    await refused(signed(query, DEV_CALENDAR_LINK_SECRET));
    await refused(signed(query, 'fittizia-demo'));
    const twice = signed(query);
    twice.searchParams.append('sig', twice.searchParams.get('sig') ?? '');
    await refused(twice);
  });

  it('writes the London wall-clock time in UTC: 19:30 BST is 18:30Z, 19:30 GMT is 19:30Z', async () => {
    const summer = await download({ date: '2027-07-14' });
    expect(summer.status).toBe(200);
    expect(summer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(summer.headers.get('content-disposition')).toBe('attachment; filename="booking.ics"');
    const summerIcs = unfold(await summer.text());
    expect(summerIcs).toContain('DTSTART:20270714T183000Z');
    expect(summerIcs).toContain('DURATION:PT2H');

    const winterIcs = unfold(await (await download({ date: '2027-01-13' })).text());
    expect(winterIcs).toContain('DTSTART:20270113T193000Z');
    expect(winterIcs).toContain('DURATION:PT2H');
  });

  it('is right on both clock-change days (the last Sunday of March and of October)', () => {
    for (const year of [2026, 2027, 2028]) {
      const march = lastSunday(year, 3);
      const october = lastSunday(year, 10);
      expect(new Date(`${march}T00:00:00Z`).getUTCDay()).toBe(0);
      // Clocks go forward at 01:00 UTC: the evening is in summer time.
      expect(calendarStart(march, '19:30').toISOString()).toBe(`${march}T18:30:00.000Z`);
      // The day before is still winter time.
      const saturday = new Date(Date.parse(`${march}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(calendarStart(saturday, '19:30').toISOString()).toBe(`${saturday}T19:30:00.000Z`);
      // Clocks go back at 01:00 UTC: the evening is in winter time, the day before in summer time.
      expect(calendarStart(october, '19:30').toISOString()).toBe(`${october}T19:30:00.000Z`);
      const before = new Date(Date.parse(`${october}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(calendarStart(before, '19:30').toISOString()).toBe(`${before}T18:30:00.000Z`);
    }
  });

  it('carries the title, location, description lines and a stable id from the reference', async () => {
    const ics = unfold(await (await download({})).text());
    expect(ics).toContain('SUMMARY:Table at Fittizia Trattoria Covent Garden');
    expect(ics).toContain(
      'LOCATION:Fittizia Trattoria Covent Garden\\, 12 Floral Street\\, London\\, WC2E 9DH',
    );
    expect(ics).toContain('DESCRIPTION:Booking reference: K7MQ3XPA\\n2 guests (2 adults)\\nMenu: A la carte');
    expect(ics).toContain('UID:K7MQ3XPA@fittizia.example');
  });

  it('parses with ical.js as a calendar reads it: one event at the instant, two hours, every field', async () => {
    for (const date of ['2027-07-14', '2027-01-13', lastSunday(2027, 3), lastSunday(2027, 10)]) {
      const calendar = new ICAL.Component(ICAL.parse(await (await download({ date })).text()));
      expect(calendar.name).toBe('vcalendar');
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      const events = calendar.getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      const event = new ICAL.Event(events[0]);
      expect(event.uid).toBe('K7MQ3XPA@fittizia.example');
      expect(event.startDate.toJSDate().toISOString()).toBe(calendarStart(date, '19:30').toISOString());
      expect(event.endDate.subtractDate(event.startDate).toSeconds()).toBe(2 * 3600);
      expect(event.summary).toBe('Table at Fittizia Trattoria Covent Garden');
      expect(event.location).toBe('Fittizia Trattoria Covent Garden, 12 Floral Street, London, WC2E 9DH');
      expect(event.description).toBe('Booking reference: K7MQ3XPA\n2 guests (2 adults)\nMenu: A la carte');
    }
  });

  it('the link sends description lines as repeated parameters (no newline reaches the query)', () => {
    const href = bookingCalendarHref(event);
    expect(href.startsWith('/booking/calendar.ics?')).toBe(true);
    expect(decodeURIComponent(href)).not.toMatch(/\n/);
    const params = new URL(`http://localhost${href}`).searchParams;
    expect(params.getAll('description')).toEqual([
      'Booking reference: K7MQ3XPA',
      '2 guests (2 adults)',
      'Menu: A la carte',
    ]);
  });

  it.each([
    ['date=2027-02-30', 'date must be a real date'],
    ['date=14%2F07%2F2027', 'date must be a date as yyyy-MM-dd'],
    ['time=25:00', 'time must be a time as HH:mm'],
    ['time=7pm', 'time must be a time as HH:mm'],
    ['durationHours=0', 'durationHours must be at least 1'],
    ['durationHours=2.5', 'durationHours must be a whole number of hours'],
    ['durationHours=48', 'durationHours must be at most 12'],
    ['title=', 'title must not be empty'],
    [`title=${'x'.repeat(121)}`, 'title must be at most 120 characters'],
    [`location=${'x'.repeat(301)}`, 'location must be at most 300 characters'],
    ['reference=k7mq%3C', 'reference must be 4 to 20 capital letters or digits'],
    ['colour=red', 'unknown parameter colour'],
  ])('refuses %s with 400 and says why', async (override, message) => {
    const [key] = override.split('=') as [string];
    const params = new URLSearchParams(bookingCalendarHref(event).split('?')[1]);
    params.delete(key);
    const url = signed(new URLSearchParams(`${params.toString()}&${override}`));
    const response = bookingCalendarResponse(url, SECRET);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain(`Invalid calendar request: ${message}`);
  });

  it('refuses a missing field, a repeated field, a control character and too many lines', () => {
    const params = () => new URLSearchParams(bookingCalendarHref(event).split('?')[1]);
    const without = params();
    without.delete('time');
    expect(parseCalendarQuery(without)).toEqual({
      ok: false,
      message: 'Invalid calendar request: time is required',
    });
    const twice = params();
    twice.append('date', '2027-07-15');
    expect(parseCalendarQuery(twice)).toEqual({
      ok: false,
      message: 'Invalid calendar request: date is given more than once',
    });
    const control = params();
    control.set('title', 'Table\u0007');
    expect(parseCalendarQuery(control)).toMatchObject({ ok: false });
    const long = params();
    for (let i = 0; i < 12; i++) long.append('description', `line ${i}`);
    expect(parseCalendarQuery(long)).toEqual({
      ok: false,
      message: 'Invalid calendar request: description must have at most 12 lines',
    });
  });

  it('defaults to the 2-hour entry of spec 9 when no duration is sent', () => {
    const params = new URLSearchParams(bookingCalendarHref(event).split('?')[1]);
    params.delete('durationHours');
    const parsed = parseCalendarQuery(params);
    expect(parsed.ok && parsed.event.durationHours).toBe(2);
  });
});
