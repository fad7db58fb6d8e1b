import { BOOKING_MANAGE_PATH, bookingResponse } from '@fittizia/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { addCalendarDays, isoWeekday, parseDate, unpadded } from '../src/domains/booking/service/calendar.ts';
import { loadBrandApiConfig } from '../src/shared/config.ts';
import { configureMail, flushMail } from '../src/shared/mail/index.ts';
import { describeOnEachDatabase } from './harness.ts';

/** A Monday, 10:00 London time. */
const CLOCK = new Date('2026-11-23T10:00:00Z');
const CG = BOOKING_STORES.flagship;
const SITE = 'https://www.fittizia.example';

describe('dev outbox configuration', () => {
  it('is on outside production, off in production, and refused there when asked for', () => {
    expect(loadBrandApiConfig({}).BRAND_API_DEV_OUTBOX).toBe(true);
    expect(loadBrandApiConfig({ BRAND_API_DEV_OUTBOX: 'false' }).BRAND_API_DEV_OUTBOX).toBe(false);
    const production = {
      NODE_ENV: 'production',
      BOOKING_MANAGE_SECRET: 'x'.repeat(32),
      CALENDAR_LINK_SECRET: 'c'.repeat(32),
      CONTENT_PREVIEW_SECRET: 'p'.repeat(32),
      UNSUBSCRIBE_LINK_SECRET: 'u'.repeat(32),
      PREORDER_LINK_SECRET: 'o'.repeat(32),
      BRAND_KEYS: 'a-brand-of-its-own',
    };
    expect(loadBrandApiConfig(production).BRAND_API_DEV_OUTBOX).toBe(false);
    expect(() => loadBrandApiConfig({ ...production, BRAND_API_DEV_OUTBOX: 'true' })).toThrow(
      /BRAND_API_DEV_OUTBOX: must not be true in production/,
    );
  });
});

describeOnEachDatabase(
  'dev outbox',
  { clock: CLOCK, app: { devOutbox: true, bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 } } },
  (h) => {
    beforeAll(() => {
      configureMail({ logger: h.logger, siteUrl: SITE, now: () => h.clock.now() });
    });
    afterAll(async () => {
      await flushMail();
      configureMail({ logger: h.logger });
    });

    /** Links of a page: every `href`, in order, with `&amp;` read as `&`. */
    const hrefs = (page: string) =>
      [...page.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

    it('lists the booking confirmation and renders it with its links absolute to the site and its .ics', async () => {
      let thursday = addCalendarDays(parseDate('2026-11-23'), 3);
      while (isoWeekday(thursday) !== 4) thursday = addCalendarDays(thursday, 1);
      const email = 'Outbox.Reader@example.com';
      const res = await h.post(`/api/booking/create/${CG}`, {
        restaurantId: CG,
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailAddress: email,
        mobilePhoneNumber: '07700900123',
        diningDateTime: `${unpadded(thursday)} 19:00`,
        bookingTime: '19:00',
        adultCovers: 2,
        childCovers: 0,
        menuIds: ['bm-a-la-carte'],
        occasionId: 'standard',
        specialRequest: 'By the window <b>please</b>',
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const made = bookingResponse.parse(await res.json());
      await flushMail();

      // The list: newest first, the subject linking to the message; no script may run on the page.
      const list = await h.app.request('/dev/outbox');
      expect(list.status).toBe(200);
      expect(list.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
      const listed = await list.text();
      expect(listed).toContain('<h1>Sent e-mails</h1>');
      expect(listed).toContain(email);
      const [row] = (await h.outbox('booking-confirmation')).filter((m) =>
        m.raw.includes(made.bookingReference),
      );
      expect(row).toBeDefined();
      const messagePath = `/dev/outbox/${row?.id}`;
      expect(hrefs(listed)).toContain(messagePath);

      // The message: its HTML as sent, the manage link absolute to the site and the very one the answer gave.
      const message = await h.app.request(messagePath);
      expect(message.status).toBe(200);
      const shown = await message.text();
      expect(shown).toContain(row?.subject.replace(/&/g, '&amp;'));
      const links = hrefs(shown);
      expect(made.manageLink).toMatch(new RegExp(`^${BOOKING_MANAGE_PATH}`));
      expect(links).toContain(`${SITE}${made.manageLink}`);
      expect(links).toContain(`${SITE}/restaurants/london/covent-garden`);
      // What the diner typed is text, never markup.
      expect(shown).toContain('By the window &lt;b&gt;please&lt;/b&gt;');
      expect(shown).not.toContain('<b>please</b>');

      // Its calendar file downloads and parses as a calendar reads it.
      const ics = links.find((l) => l.startsWith(`${messagePath}/attachments/`));
      expect(ics).toBeDefined();
      const file = await h.app.request(ics as string);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="booking.ics"');
      const calendar = new ICAL.Component(ICAL.parse(await file.text()));
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
      expect(event.uid).toContain(made.bookingReference);

      // An unknown message or attachment is a plain 404.
      expect((await h.app.request('/dev/outbox/no-such-message')).status).toBe(404);
      expect((await h.app.request(`${messagePath}/attachments/9`)).status).toBe(404);
    });

    it('is not mounted unless asked for', async () => {
      const plain = h.createApp({ devOutbox: false });
      expect((await plain.request('/dev/outbox')).status).toBe(404);
    });
  },
);
