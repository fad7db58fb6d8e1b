import { createApp, DEMO_BRAND_KEY, migrate, openDatabase, seed } from '@fittizia/brand-api';
import {
  bookingRequest as bookingRequestSchema,
  createBrandClient,
  SANDBOX_NONCES,
  tokenResponse,
} from '@fittizia/contract';
import {
  availabilityQuery,
  type BookingChoices,
  bookingRequest,
  emptyCustomer,
  extrasQuery,
  idempotencyKeys,
  menusQuery,
  placeBooking,
} from '@fittizia/design-system/features/booking/journey';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The confirmation mails are not this test's subject (and would be written to the outbox folder).
vi.mock('../../brand-api/src/domains/booking/emails.ts', () => ({ sendBookingMail: vi.fn(async () => {}) }));

/*
 * The request the booking journey builds (the modal's and the wizard's), sent to the real brand API, in-process
 * on PGlite: every combination of extras (none, one, two), card guarantee, structured needs and party makes a
 * booking, and a repeat of the same request with its Idempotency-Key books once. The mocks accepted an extra
 * the brand API refused; this test is what would have caught it.
 */

const COVENT_GARDEN = '1001'; // several extras per booking; a card for 6 or more on Saturdays
/** A silent logger (the brand API logs every request). */
const quiet = () => {};
const logger = {
  level: 'silent',
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: quiet,
  error: quiet,
  fatal: quiet,
  child: () => logger,
} as unknown as Parameters<typeof createApp>[0]['logger'];

/** yyyy-MM-dd of the n-th given weekday (0 Sunday .. 6 Saturday) at least 3 weeks from now. */
function weekday(day: number, n: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 21 + 7 * n);
  while (d.getUTCDay() !== day) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

let app: ReturnType<typeof createApp>;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await openDatabase({ memory: true });
  close = () => database.close();
  await migrate(database);
  await seed(database);
  app = createApp({ database, logger });
}, 60_000);
afterAll(async () => close?.());

async function brandClient() {
  const res = await app.request('/api/token', { method: 'POST', headers: { brandKey: DEMO_BRAND_KEY } });
  const { accessToken } = tokenResponse.parse(await res.json());
  return createBrandClient({
    baseUrl: 'http://brand-api.test',
    fetch: ((url: string, init?: RequestInit) => app.request(url, init)) as typeof fetch,
    headers: () => ({ brandKey: DEMO_BRAND_KEY, authorization: `Bearer ${accessToken}` }),
  });
}

const EXTRAS = [0, 1, 2] as const;
const CARD = [false, true] as const;
const NEEDS = [false, true] as const;
const PARTIES = ['adults', 'family'] as const;
const combinations = EXTRAS.flatMap((extras) =>
  CARD.flatMap((card) => NEEDS.flatMap((needs) => PARTIES.map((party) => ({ extras, card, needs, party })))),
);

describe('the journey request against the real brand API', () => {
  it.each(
    combinations.map(
      (c, i) => [`${c.extras} extras, card ${c.card}, needs ${c.needs}, ${c.party}`, c, i] as const,
    ),
  )('books with %s', async (_name, { extras, card, needs, party }, i) => {
    const client = await brandClient();
    const queries = new QueryClient();
    // A card is asked for 6 or more on a Saturday; otherwise a Wednesday. Each combination its own day.
    const date = card ? weekday(6, i) : weekday(3, i);
    const [adults, children] = card
      ? party === 'adults'
        ? [6, 0]
        : [5, 1]
      : party === 'adults'
        ? [2, 0]
        : [3, 1];
    const time = '19:00';
    const [result] = await queries.fetchQuery(
      availabilityQuery(client, {
        stores: [{ storeId: COVENT_GARDEN, miles: 0 }],
        date,
        time,
        adults,
        children,
      }),
    );
    const slot = result?.timeSlots.find((s) => s.time === time) ?? result?.timeSlots[0];
    expect(slot, 'a free time').toBeDefined();
    const ask = {
      storeId: COVENT_GARDEN,
      occasionId: result?.occasionId ?? '',
      date,
      time: slot?.time ?? time,
      adults,
      children,
    };
    const menus = await queries.fetchQuery(menusQuery(client, ask));
    const menu = menus[0];
    if (!menu) throw new Error('no menu');
    const offered = await queries.fetchQuery(extrasQuery(client, { ...ask, menuId: menu.id }));
    expect(offered.requirements.isCardGuaranteeRequired).toBe(card);
    expect(offered.upsells.length).toBeGreaterThanOrEqual(2);
    const chosenExtras = Object.fromEntries(offered.upsells.slice(0, extras).map((u) => [u.id, 1]));
    let braintreeCustomerId: string | null = null;
    if (card) {
      const submit = await client.call('braintreeSubmit', {
        body: {
          Nonce: SANDBOX_NONCES.success[0] as string,
          FirstName: 'Ada',
          LastName: 'Lovelace',
          Email: 'ada@example.com',
        },
      });
      braintreeCustomerId = submit.data;
    }
    const choices: BookingChoices = {
      restaurantId: COVENT_GARDEN,
      date,
      time: ask.time,
      adults,
      children,
      occasionId: ask.occasionId,
      menu: { id: menu.id, name: menu.name },
      extras: chosenExtras,
      customer: {
        ...emptyCustomer,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `ada+${i}@example.com`,
        phoneNumber: '07700 900123',
        ...(needs
          ? { needs: { allergies: ['peanuts', 'milk'], wheelchair: true, highChair: true, pram: false } }
          : {}),
      },
      braintreeCustomerId,
    };
    const body = bookingRequest(choices);
    expect(bookingRequestSchema.safeParse(body).success).toBe(true);
    const keys = idempotencyKeys();
    const first = await placeBooking(client, 'create', body, keys);
    expect(first.bookingReference).toMatch(/\S/);
    // The same request again (a retry after a lost answer) replays the booking instead of making another.
    const again = await placeBooking(client, 'create', bookingRequest(choices), keys);
    expect(again.bookingReference).toBe(first.bookingReference);
  });
});
