import { mockAnswer } from '@fittizia/api-mocks/node';
import {
  type BookingRequestInput,
  bookingResponse,
  CONTACT_RESTAURANT_REQUIRED_MESSAGE,
  examples,
  PREORDER_MESSAGES,
  PREORDER_NOTE_MAX_LENGTH,
  TABLE_SEARCH_MESSAGES,
} from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { useHarness } from './harness.ts';

vi.mock('../src/domains/booking/emails.ts', () => ({ sendBookingMail: vi.fn(async () => {}) }));

/**
 * The mocks refuse what the brand API refuses: each request below is sent to the real brand API
 * (in process, on PGlite) and to the MSW handlers, and both must answer the same status and the same error
 * body (message, field, code). The refusals come from one place, the contract's `checkRequest` and its
 * schemas, so a rule added there holds for both; the standby list's closed day is the brand API's rule applied by
 * the mocks to their data (`api-mocks/src/standby-rule.ts`).
 */

const CG = BOOKING_STORES.flagship;
/** A Monday, 10:00 London time; the Wednesday after it is an ordinary evening at Covent Garden. */
const CLOCK = new Date('2026-11-23T10:00:00Z');

const booking = (over: Partial<BookingRequestInput> = {}): BookingRequestInput => ({
  restaurantId: CG,
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  mobilePhoneNumber: '07700900123',
  diningDateTime: '2026-11-25 19:30',
  bookingTime: '19:30',
  adultCovers: 3,
  childCovers: 0,
  menuIds: ['bm-a-la-carte'],
  occasionId: 'standard',
  ...over,
});

interface Case {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  contentType?: string;
  /** The message both must answer (checked exactly where the rule's wording matters). */
  message?: string;
  status?: number;
}

const create = `/api/booking/create/${CG}`;
/** A pre-order token of the right form that neither the brand API nor the mocks made. */
const UNKNOWN_PREORDER = `ZZZZ9999.g.${'A'.repeat(43)}`;
/**
 * Find a table: a search from Manchester a week after today, with one field changed. The mocks read today from the
 * real clock and the brand API from the harness's: a week after the later of the two is ahead for both.
 */
const searchDay = new Date(Math.max(Date.now(), Date.parse('2026-11-23T10:00:00Z')) + 7 * 86_400_000)
  .toISOString()
  .slice(0, 10);
const tableSearch = (over: Record<string, string> = {}) =>
  `/api/booking/table-search?${new URLSearchParams({ place: 'M1 1AA', adults: '4', date: searchDay, time: '19:30', ...over })}`;
const cases: Case[] = [
  {
    name: 'an extra both in upsells and in upsellIds (the modal bug)',
    path: create,
    body: booking({ upsells: [{ id: 'up-prosecco', quantity: 1 }], upsellIds: ['up-prosecco'] }),
    message: 'Invalid request: body.upsellIds.0: extra "up-prosecco" is listed twice',
  },
  {
    name: 'an extra twice in upsellIds',
    path: create,
    body: booking({ upsellIds: ['up-flowers', 'up-flowers'] }),
    message: 'Invalid request: body.upsellIds.1: extra "up-flowers" is listed twice',
  },
  {
    name: 'an extra on two lines of upsells',
    path: create,
    body: booking({
      upsells: [
        { id: 'up-prosecco', quantity: 1 },
        { id: 'up-prosecco', quantity: 2 },
      ],
    }),
    message: 'Invalid request: body.upsells.1: extra "up-prosecco" is listed twice',
  },
  {
    name: 'an extra listed twice in an enquiry',
    path: `/api/booking/enquiry/${CG}`,
    body: booking({ upsells: [{ id: 'up-cake', quantity: 1 }], upsellIds: ['up-cake'] }),
    message: 'Invalid request: body.upsellIds.0: extra "up-cake" is listed twice',
  },
  {
    name: 'a bookingTime that is not the time of diningDateTime',
    path: create,
    body: booking({ bookingTime: '20:00' }),
    message: 'Invalid request: body.bookingTime: must be the time of diningDateTime (19:30)',
  },
  {
    name: 'a restaurantId that is not the restaurant of the path',
    path: `/api/booking/events/${CG}`,
    body: booking({ restaurantId: '1004' }),
    message: `Invalid request: body.restaurantId: must be the restaurant of the path (${CG})`,
  },
  { name: 'no adults', path: create, body: booking({ adultCovers: 0 }) },
  { name: 'an unknown field', path: create, body: { ...booking(), surprise: true } },
  { name: 'a phone number with spaces', path: create, body: booking({ mobilePhoneNumber: '07700 900123' }) },
  { name: 'broken JSON', path: create, body: '{"broken json' },
  { name: 'a body that is not JSON', path: create, body: booking(), contentType: 'text/plain', status: 415 },
  {
    name: 'availability for no store',
    path: '/api/booking/availability',
    body: { stores: [], date: '2026-11-25', adultCovers: 2, childrenCovers: 0 },
  },
  {
    name: 'slots for 101 adults',
    method: 'GET',
    path: `/api/booking/slots/${CG}?occasionId=standard&adults=101&children=0&dates=2026-11-25&menuIds=bm-a-la-carte`,
  },
  {
    name: 'occasions on a padded date',
    method: 'GET',
    path: `/api/booking/occasions/${CG}?date=2026-11-05`,
  },
  { name: 'a control character in the query', method: 'GET', path: `/api/booking/occasions/${CG}?date=%01` },
  {
    name: 'an interest given twice',
    path: '/api/exponea/updateCustomerPreferences',
    body: {
      ...examples.updateCustomerPreferences.body,
      interests: [
        { name: 'Offers', checked: true },
        { name: 'Offers', checked: false },
      ],
    },
    message: 'Invalid request: body.interests: an interest is given twice',
  },
  {
    name: 'a choice given twice',
    path: '/api/exponea/updateCustomerChoices',
    body: {
      ...examples.updateCustomerChoices.body,
      choices: [
        { choiceId: 'red-or-white', optionId: 'red' },
        { choiceId: 'red-or-white', optionId: 'white' },
      ],
    },
    message: 'Invalid request: body.choices: a choice is given twice',
  },
  {
    name: 'a contact sub-reason without its reason',
    path: '/api/contact/sendemail',
    body: { ...examples.contactSendEmail.body, contactReasonId: undefined },
    message: 'Invalid request: body.contactReasonId: is required with a sub-reason',
  },
  {
    name: 'a contact enquiry about a visit without a restaurant',
    path: '/api/contact/sendemail',
    body: {
      ...examples.contactSendEmail.body,
      enquiryRestaurant: undefined,
      contactSubReasonId: 'visit-food',
    },
    message: `Invalid request: body.enquiryRestaurant: ${CONTACT_RESTAURANT_REQUIRED_MESSAGE}`,
  },
  {
    name: 'a standby entry for a day the restaurant is closed (Christmas Day, code 36)',
    path: '/api/booking/standby/join/1042',
    body: { ...examples.standbyJoin.body, date: '2025-12-25' },
    status: 422,
  },
  {
    name: 'a table search for a place no one can find',
    method: 'GET',
    path: tableSearch({ place: 'Atlantis' }),
    message: TABLE_SEARCH_MESSAGES.place,
  },
  {
    name: 'a table search for a past date',
    method: 'GET',
    path: tableSearch({ date: '2026-11-20' }),
    message: TABLE_SEARCH_MESSAGES.datePast,
  },
  { name: 'a table search for no adults', method: 'GET', path: tableSearch({ adults: '0' }) },
  { name: 'a table search off the quarter hour', method: 'GET', path: tableSearch({ time: '19:20' }) },
  { name: 'a table search beyond the largest radius', method: 'GET', path: tableSearch({ radius: '101' }) },
  { name: 'a table search with a place and a restaurant', method: 'GET', path: tableSearch({ storeId: CG }) },
  { name: 'a card without a nonce', path: '/api/v1/braintree/submit', body: { FirstName: 'Ada' } },
  // Group pre-orders: a link neither knows (signed by no one), a note over its limit, an empty first name.
  {
    name: 'a pre-order link no one made',
    path: `/api/preorders/${UNKNOWN_PREORDER}/guests`,
    body: { ...examples.preorderAddGuest.body },
    status: 404,
    message: PREORDER_MESSAGES.link,
  },
  {
    name: 'a pre-order note over its limit',
    path: `/api/preorders/${UNKNOWN_PREORDER}/guests`,
    body: { ...examples.preorderAddGuest.body, note: 'n'.repeat(PREORDER_NOTE_MAX_LENGTH + 1) },
  },
  {
    name: 'a pre-order guest without a first name',
    path: `/api/preorders/${UNKNOWN_PREORDER}/guests`,
    body: { ...examples.preorderAddGuest.body, firstName: '' },
  },
  {
    name: 'a job application without an email (err=15, code 15)',
    path: '/api/jobs/application',
    body: { ...examples.jobApplication.body, email: 'nope' },
  },
];

describe('the mocks refuse what the brand API refuses (same status, message, field and code)', () => {
  const h = useHarness({ clock: CLOCK });

  const requestFor = (c: Case, origin: string) =>
    new Request(`${origin}${c.path}`, {
      method: c.method ?? 'POST',
      headers: { ...h.auth, 'content-type': c.contentType ?? 'application/json' },
      ...(c.body === undefined ? {} : { body: typeof c.body === 'string' ? c.body : JSON.stringify(c.body) }),
    });
  const answers = async (c: Case) => {
    const real = await h.app.request(requestFor(c, 'http://localhost'));
    const mocked = await mockAnswer(requestFor(c, 'http://brand-api.test'));
    if (!mocked) throw new Error(`no mock answers ${c.path}`);
    return {
      real: { status: real.status, body: await real.json() },
      mock: { status: mocked.status, body: await mocked.json() },
    };
  };

  it.each(cases)('$name', async (c) => {
    const { real, mock } = await answers(c);
    expect(real.status).toBe(c.status ?? 400);
    expect(mock).toEqual(real);
    if (c.message) expect(real.body.message).toBe(c.message);
  });

  it('accepts the same booking with the extra listed once, on both', async () => {
    const once = {
      name: 'the extra once',
      path: create,
      body: booking({ upsells: [{ id: 'up-prosecco', quantity: 1 }], upsellIds: ['up-antipasti'] }),
    };
    const { real, mock } = await answers(once);
    expect(real.status).toBe(200);
    expect(mock.status).toBe(200);
    expect(bookingResponse.parse(real.body).bookingReference).toBeTruthy();
    expect(bookingResponse.parse(mock.body).bookingReference).toBeTruthy();
  });
});
