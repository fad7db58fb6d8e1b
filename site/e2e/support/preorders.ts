import { type PreorderView, SANDBOX_NONCES } from '@fittizia/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_BRAND_KEY } from './test-keys.ts';

/* The group pre-orders' e2e helpers (preorders.spec.ts): a Christmas party booked through the brand API. */

export const brandApi = `http://127.0.0.1:${Number(process.env.E2E_BRAND_API_PORT ?? 4110)}`;
/** Manchester Deansgate: a seasonal site (S) that runs the Christmas party; its address from the restaurants' seed. */
const STORE = '1042';
export const STORE_EMAIL = 'manchester.deansgate@fittizia.example';

export const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
/** Quoted-printable soft breaks and escapes undone (a run of escapes is UTF-8 bytes), so the message reads whole. */
export const unfold = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run: string) =>
      Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
    );

/**
 * A weekday inside the Christmas party's season (15 November to 23 December) at least four days ahead, so its
 * 48-hour cut-off is still to come: this season's when there is room, else next season's.
 */
export function christmasSlot(): { date: string; time: string } {
  const now = new Date();
  const earliest = new Date(now.getTime() + 4 * 86_400_000);
  let year = earliest.getUTCFullYear();
  let from = new Date(Date.UTC(year, 10, 16));
  const to = (y: number) => new Date(Date.UTC(y, 11, 22));
  if (earliest > to(year)) {
    year += 1;
    from = new Date(Date.UTC(year, 10, 16));
  }
  const start = earliest > from ? earliest : from;
  const span = Math.max(0, Math.floor((to(year).getTime() - start.getTime()) / 86_400_000));
  const day = new Date(start.getTime() + Math.floor(Math.random() * (span + 1)) * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1);
  if (day < start) day.setUTCDate(day.getUTCDate() + 2);
  const minutes = 17 * 60 + 15 * Math.floor(Math.random() * 12);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { date: `${day.getUTCFullYear()}-${day.getUTCMonth() + 1}-${day.getUTCDate()}`, time };
}

export async function brandHeaders(request: APIRequestContext) {
  const token = await request.post(`${brandApi}/api/token`, {
    headers: { brandKey: E2E_BRAND_KEY },
    data: {},
  });
  const { accessToken } = (await token.json()) as { accessToken: string };
  return { brandKey: E2E_BRAND_KEY, authorization: `Bearer ${accessToken}` };
}

export interface Made {
  bookingReference: string;
  manageLink: string;
  preorder: { organiserLink: string; guestLink: string; places: number; chosen: number };
}

/**
 * The card step of a booking that needs one (a Christmas party at this restaurant asks for a card guarantee): the
 * payment sandbox's accepted nonce submitted, its customer id answered.
 */
export async function cardCustomer(
  request: APIRequestContext,
  headers: Record<string, string>,
  email: string,
): Promise<string> {
  const res = await request.post(`${brandApi}/api/v1/braintree/submit`, {
    headers,
    data: { Nonce: SANDBOX_NONCES.success[0], FirstName: 'Marco', LastName: 'Bianchi', Email: email },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: string }).data;
}

/** A party of ten on the Christmas menu, as the booking modal sends it (with its card guarantee). */
export async function bookChristmasParty(request: APIRequestContext, email: string): Promise<Made> {
  const headers = await brandHeaders(request);
  const braintreeCustomerId = await cardCustomer(request, headers, email);
  for (let attempt = 0; ; attempt++) {
    const at = christmasSlot();
    const res = await request.post(`${brandApi}/api/booking/create/${STORE}`, {
      headers,
      data: {
        restaurantId: STORE,
        firstName: 'Marco',
        lastName: 'Bianchi',
        emailAddress: email,
        mobilePhoneNumber: '07700900123',
        diningDateTime: `${at.date} ${at.time}`,
        bookingTime: at.time,
        adultCovers: 10,
        childCovers: 0,
        menuIds: ['bm-christmas'],
        occasionId: 'christmas-party',
        braintreeCustomerId,
      },
    });
    const text = await res.text();
    // A refused date (4) or a table a parallel test has just taken (9) is not what this test is about.
    if (res.status() !== 200 && attempt < 6 && /"code":(4|9)\b/.test(text)) continue;
    expect(res.status(), text).toBe(200);
    const made = JSON.parse(text) as Made;
    expect(made.preorder, 'a party of ten on the Christmas menu gets a pre-order').toBeDefined();
    return made;
  }
}

/** The pre-order as the organiser's link reads it from the brand API (the dishes and their allergens). */
export async function organiserView(request: APIRequestContext, made: Made): Promise<PreorderView> {
  const token = decodeURIComponent(made.preorder.organiserLink.split('/').pop() as string);
  const res = await request.get(`${brandApi}/api/preorders/${encodeURIComponent(token)}`, {
    headers: await brandHeaders(request),
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as PreorderView;
}
