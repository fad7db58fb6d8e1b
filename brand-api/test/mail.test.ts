import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { type Attachment, simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { standbyMailMessage } from '../src/domains/booking/emails/standby-mail.ts';
import { bookingCalendarEvent, sendBookingMail } from '../src/domains/booking/index.ts';
import type { Database } from '../src/shared/database.ts';
import { configureMail, flushMail, mailOutbox } from '../src/shared/mail/index.ts';
import { describeOnEachDatabase } from './harness.ts';
import { details, SUMMER, WINTER } from './mail-fixtures.ts';

const options = {
  siteUrl: 'https://www.fittizia.example',
  from: 'Fittizia Trattoria <bookings@fittizia.example>',
};

/** The DTSTART of an .ics read as a calendar does: a UTC instant, shown on London's clock. */
function icsStart(ics: string): { utc: string; london: string } {
  const match = /^DTSTART:(\d{8}T\d{6}Z)$/m.exec(ics);
  if (!match) throw new Error(`no UTC DTSTART in\n${ics}`);
  const s = match[1] as string;
  const instant = new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );
  return { utc: s, london: format(new TZDate(instant, 'Europe/London'), 'yyyy-MM-dd HH:mm') };
}

describe('booking calendar entry', () => {
  it('opens at 19:30 London time in summer time (BST): DTSTART 18:30 UTC, two hours', () => {
    const ics = bookingCalendarEvent(details({ start: SUMMER }), options);
    expect(icsStart(ics)).toEqual({ utc: '20260710T183000Z', london: '2026-07-10 19:30' });
    expect(ics).toMatch(/^DURATION:PT2H$/m);
    expect(ics).not.toMatch(/^DTSTART;TZID/m);
  });

  it('opens at 19:30 London time in winter (GMT): DTSTART 19:30 UTC, two hours', () => {
    const ics = bookingCalendarEvent(details({ start: WINTER }), options);
    expect(icsStart(ics)).toEqual({ utc: '20261211T193000Z', london: '2026-12-11 19:30' });
    expect(ics).toMatch(/^DURATION:PT2H$/m);
  });

  it('names the reference, the restaurant and its address', () => {
    const ics = bookingCalendarEvent(details(), options);
    expect(ics).toContain('UID:FT7H3K9@fittizia.example');
    expect(ics).toContain('SUMMARY:Table at Fittizia Trattoria Manchester Deansgate');
    expect(ics).toMatch(/^GEO:53.4794;-2.2489$/m);
    expect(ics).toContain('URL:https://www.fittizia.example/restaurants/manchester/deansgate');
  });
});

describeOnEachDatabase('mail outbox', { seed: false, clock: '2026-06-01T12:00:00Z' }, (h) => {
  let outboxDir: string;
  /** The one stored message of a kind that names this booking reference. */
  const stored = async (kindName: string, reference: string) => {
    const rows = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kindName));
    const matching = rows.filter((r) => r.raw.includes(reference));
    expect(matching).toHaveLength(1);
    return matching[0];
  };

  beforeAll(() => {
    outboxDir = mkdtempSync(join(tmpdir(), 'fittizia-outbox-'));
  });
  beforeEach(() => {
    h.clock.reset();
    configureMail({
      outboxDir,
      logger: h.logger,
      siteUrl: options.siteUrl,
      from: options.from,
      now: () => h.clock.now(),
    });
  });
  afterAll(async () => {
    await flushMail();
    rmSync(outboxDir, { recursive: true, force: true });
    configureMail({ logger: pino({ level: 'silent' }) });
  });

  it('stores a confirmation and writes it as a readable .eml with text, HTML and the .ics', async () => {
    await sendBookingMail(h.database, details());
    await flushMail();
    const message = await stored('booking-confirmation', 'FT7H3K9');
    expect(message).toMatchObject({
      status: 'sent',
      attempts: 1,
      toAddress: 'giulia.oconnor@example.com',
      fromAddress: 'bookings@fittizia.example',
      lastError: null,
    });
    expect(message?.emlPath).toBe(join(outboxDir, `${message?.id}.eml`));
    const eml = readFileSync(message?.emlPath as string);
    expect(eml.toString('utf8')).toBe(message?.raw);

    const mail = await simpleParser(eml);
    expect(mail.subject).toBe(
      'Booking confirmed: Fittizia Trattoria Manchester Deansgate, Friday 10 July 2026 at 19:30',
    );
    expect(mail.from?.value[0]).toEqual({
      name: 'Fittizia Trattoria',
      address: 'bookings@fittizia.example',
    });
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0] : undefined).toEqual({
      name: "Giulia O'Connor",
      address: 'giulia.oconnor@example.com',
    });
    expect(mail.messageId).toBe(message?.messageId);
    expect(mail.headers.get('x-mail-kind')).toBe('booking-confirmation');
    for (const line of [
      'Booking reference: FT7H3K9',
      'Restaurant: Fittizia Trattoria Manchester Deansgate',
      'Date: Friday 10 July 2026',
      'Time: 19:30',
      'Guests: 6 guests (4 adults, 2 children)',
      'Menu: Set Menu',
      'Directions: https://www.google.com/maps/dir/?api=1&destination=53.4794%2C-2.2489',
      'Restaurant page: https://www.fittizia.example/restaurants/manchester/deansgate',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('<h1 style="font-size:22px;margin:0 0 16px">Your table is booked</h1>');
    expect(mail.html).toContain('href="https://www.fittizia.example/restaurants/manchester/deansgate"');
    const ics = mail.attachments.find((a: Attachment) => a.filename === 'booking.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(icsStart(ics?.content.toString('utf8') as string).london).toBe('2026-07-10 19:30');
    // As a calendar reads it (ical.js): one event at the instant, two hours, the same UID as the
    // cancellation's, the restaurant as its place.
    const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') as string));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.toJSDate().toISOString()).toBe(SUMMER.toISOString());
    expect(event.endDate.subtractDate(event.startDate).toSeconds()).toBe(2 * 3600);
    expect(event.uid).toMatch(/FT7H3K9/);
    expect(event.summary).toContain('Fittizia Trattoria Manchester Deansgate');
    expect(event.location).toContain('12 Deansgate');
    expect(event.component.getFirstPropertyValue('sequence')).toBe(0);
  });

  it('acknowledges an enquiry: not yet confirmed, a reply within 48 hours, no calendar entry', async () => {
    await sendBookingMail(
      h.database,
      details({
        kind: 'enquiry',
        reference: 'EQ4M2P',
        start: WINTER,
        adults: 26,
        children: 0,
        menuName: null,
      }),
    );
    await flushMail();
    const message = await stored('booking-enquiry', 'EQ4M2P');
    expect(message?.status).toBe('sent');
    const mail = await simpleParser(readFileSync(message?.emlPath as string));
    expect(mail.subject).toBe(
      'Booking enquiry received (not yet confirmed): Fittizia Trattoria Manchester Deansgate, Friday 11 December 2026',
    );
    expect(mail.text).toContain('This is not yet a confirmed booking');
    expect(mail.text).toContain('will reply within 48 hours');
    expect(mail.text).toContain('Enquiry reference: EQ4M2P');
    expect(mail.text).toContain('Time: 19:30');
    expect(mail.text).not.toContain('Menu:');
    expect(mail.html).toContain('not yet a confirmed booking');
    expect(mail.attachments).toHaveLength(0);
  });

  it('escapes what the diner typed in the HTML part and keeps it as typed in the text part', async () => {
    const hostile = '<script>alert("x")</script> & <b>bold</b>';
    await sendBookingMail(
      h.database,
      details({
        reference: 'ESC111',
        specialRequest: hostile,
        customer: {
          firstName: '<img src=x onerror=alert(1)>',
          lastName: 'Test',
          email: 'test@example.com',
        },
      }),
    );
    await flushMail();
    const message = await stored('booking-confirmation', 'ESC111');
    const mail = await simpleParser(message?.raw as string);
    expect(mail.text).toContain(hostile);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    // A name that fails the strict check is not repeated at all.
    expect(mail.html).toContain('<p>Hello,</p>');
    expect(mail.html).not.toContain('onerror');
  });

  it("shows the diner's name only after the strict check: a look-alike name gets 'Hello' and is not the recipient's or guest's name", async () => {
    const lookAlike = 'winners\ua4f8example';
    await sendBookingMail(
      h.database,
      details({
        reference: 'LOOK11',
        customer: { firstName: lookAlike, lastName: 'Claim', email: 'look.alike@example.com' },
      }),
    );
    await flushMail();
    const message = await stored('booking-confirmation', 'LOOK11');
    const mail = await simpleParser(message?.raw as string);
    expect(mail.text).toContain('Hello,');
    expect(mail.html).toContain('<p>Hello,</p>');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0] : undefined).toEqual({
      address: 'look.alike@example.com',
      name: '',
    });
    for (const part of [mail.text ?? '', mail.html || '', message?.raw ?? '']) {
      expect(part).not.toContain('winners');
    }
  });

  it('sendBookingMail never throws, even when nothing can be stored', async () => {
    const broken = {
      db: {
        insert() {
          throw new Error('database is down');
        },
      },
    } as unknown as Database;
    await expect(sendBookingMail(broken, details())).resolves.toBeUndefined();
    expect(
      h.logs.some((l) => l.msg === 'booking mail could not be stored' && l.reference === 'FT7H3K9'),
    ).toBe(true);
  });
});

describe('standby e-mails', () => {
  const standby = (firstName: string) =>
    standbyMailMessage(
      {
        kind: 'joined',
        reference: 'STB111',
        restaurantName: 'Covent Garden',
        date: '2026-11-25',
        windowFrom: '19:00',
        windowTo: '20:00',
        adults: 2,
        children: 0,
        customer: { firstName, lastName: 'Lovelace', email: 'ada@example.com' },
        standbyUrl: 'https://fittizia.example/booking/standby/abc',
      },
      { brandName: 'Fittizia Trattoria' },
    );

  it("greet by the diner's first name and name the recipient when the name passes the strict check", async () => {
    const mail = await standby('Ada');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.to).toEqual({ name: 'Ada Lovelace', address: 'ada@example.com' });
  });

  it("greet a look-alike name with 'Hello' and send to the bare address", async () => {
    const mail = await standby('winners\ua4f8example');
    expect(mail.text).toContain('Hello,');
    expect(mail.html).toContain('<p>Hello,</p>');
    expect(mail.to).toBe('ada@example.com');
    expect(`${mail.text}${mail.html}`).not.toContain('winners');
  });
});
