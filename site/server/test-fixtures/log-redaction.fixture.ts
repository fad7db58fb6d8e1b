import { type createApp, type Database, DEMO_BRAND_KEY, type MailTransport } from '@fittizia/brand-api';
import { SESSION_ID_HEADER } from '@fittizia/contract';
import type { BrandFetch } from '../brand-api.server.ts';
import { proxyRequest } from '../proxy.ts';
import { SESSION_COOKIE_HEADER, SITE } from './harness.fixture.ts';

/*
 * The log redaction test's journey pieces: bookings and form posts, the brand API in-process (started by the
 * test's beforeAll) with its log lines and mails kept, and the site's pipeline to it.
 */

export const COVENT_GARDEN = '1001';
/** yyyy-MM-dd of a given weekday (0 Sunday .. 6 Saturday) at least three weeks away, clear of the Christmas rules. */
export function weekday(day: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 21);
  const christmas = () =>
    (d.getUTCMonth() === 11 && d.getUTCDate() >= 20) || (d.getUTCMonth() === 0 && d.getUTCDate() <= 2);
  while (d.getUTCDay() !== day || christmas()) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const booking = (date: string, time: string, adults: number, email: string) => ({
  restaurantId: COVENT_GARDEN,
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: email,
  mobilePhoneNumber: '07700900123',
  diningDateTime: `${date.split('-').map(Number).join('-')} ${time}`,
  bookingTime: time,
  adultCovers: adults,
  childCovers: 0,
  menuIds: ['bm-a-la-carte'],
  occasionId: 'standard',
});

/** A form post to a page of the site, as a browser sends it without JavaScript. */
export const formPost = (path: string, form: Record<string, string>) =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { origin: SITE, cookie: SESSION_COOKIE_HEADER },
    body: new URLSearchParams(form),
  });

export const brandLines: string[] = [];
export const brand: { app?: ReturnType<typeof createApp>; database?: Database; accessToken?: string } = {};
/** Messages stay in memory: the mail lines are logged as the server logs them, no file is written. */
export const mails: string[] = [];
export const kept: MailTransport = {
  name: 'memory',
  deliver: async ({ raw }) => {
    mails.push(raw.toString().replace(/=\r?\n/g, ''));
    return {};
  },
};

/** The site's calls to the brand API, answered by the app in-process with the brand's key and token. */
export const brandFetch: BrandFetch = async (path, init, sessionId) => {
  if (!brand.app) throw new Error('the brand API starts in beforeAll');
  return brand.app.request(path, {
    method: init.method,
    headers: {
      ...init.headers,
      brandKey: DEMO_BRAND_KEY,
      authorization: `Bearer ${brand.accessToken}`,
      ...(sessionId ? { [SESSION_ID_HEADER]: sessionId } : {}),
    },
    body: init.body as BodyInit | undefined,
  });
};
export const pipeline = (request: Request) => proxyRequest(request, { brandFetch });
