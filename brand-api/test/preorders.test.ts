import {
  bookingResponse,
  managedBooking,
  PREORDER_MESSAGES,
  preorderView,
  SANDBOX_NONCES,
} from '@fittizia/contract';
import { simpleParser } from 'mailparser';
import { expect, it } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { preorderToken } from '../src/domains/preorders/index.ts';
import { erasePerson, findPerson } from '../src/domains/privacy/index.ts';
import { DEV_PREORDER_LINK_SECRET } from '../src/shared/config.ts';
import { describeOnEachDatabase } from './harness.ts';
import { CLOCK, tableBooking } from './manage-fixtures.ts';

/*
 * Group pre-orders (docs/preorders.md) on PGlite and PostgreSQL: a Christmas party of 10 gets one, the guests' and
 * the organiser's views, each refusal with nothing stored, the party-size change, the cancellation and the
 * test-only cut-off's two e-mails.
 */

const CG = BOOKING_STORES.flagship;
const UNPADDED = '2026-12-3';
const christmas = (over = {}) =>
  tableBooking(CG, UNPADDED, '19:00', {
    adultCovers: 10,
    occasionId: 'christmas-party',
    menuIds: ['bm-christmas'],
    emailAddress: 'organiser@example.com',
    ...over,
  });
const turkey = [
  { sectionId: 'festive-starters', dishId: 'festive-soup' },
  { sectionId: 'festive-mains', dishId: 'festive-turkey' },
  { sectionId: 'festive-dolci', dishId: 'panettone-pudding' },
];
const token = (path: string) => path.split('/').pop() as string;
const textOf = async (raw: string | undefined) => (await simpleParser(raw ?? '')).text ?? '';

describeOnEachDatabase('group pre-orders', { clock: CLOCK, app: { testReads: true } }, (h) => {
  const counts = async () => ({
    guests: await h.count('preorder_guests'),
    preorders: await h.count('preorders'),
  });
  const book = async (over = {}) => {
    const card = await h.post('/api/v1/braintree/submit', {
      Nonce: SANDBOX_NONCES.success[0],
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'organiser@example.com',
    });
    const { data: braintreeCustomerId } = (await card.json()) as { data: string };
    const res = await h.post(`/api/booking/create/${CG}`, christmas({ braintreeCustomerId, ...over }));
    if (res.status !== 200) expect(await res.text()).toBe('');
    return bookingResponse.parse(await res.json());
  };

  it('books a Christmas party with a pre-order: the links in the answer and the confirmation', async () => {
    const booked = await book();
    const p = booked.preorder;
    expect(p).toMatchObject({ places: 10, chosen: 0, state: 'open', overParty: [] });
    expect(p?.cutoffAt).toBe('2026-12-01T19:00:00.000Z');
    const [mail] = (await h.outbox('booking-confirmation')).filter((m) =>
      m.subject.includes('Booking confirmed'),
    );
    expect(await textOf(mail?.raw)).toContain(token(p?.guestLink ?? ''));
    // A small party without a pre-order menu has none.
    const small = await h.post(`/api/booking/create/${CG}`, tableBooking(CG, UNPADDED, '12:00'));
    expect(bookingResponse.parse(await small.json()).preorder).toBeUndefined();
  });

  it('answers the calls and refuses each bad input with nothing stored', async () => {
    const booked = await book({ bookingTime: '19:15', diningDateTime: `${UNPADDED} 19:15` });
    const guests = token(booked.preorder?.guestLink ?? '');
    const organiser = token(booked.preorder?.organiserLink ?? '');
    const added = await h.post(`/api/preorders/${guests}/guests`, {
      firstName: 'Bea',
      choices: turkey,
      allergens: ['peanuts', 'tree nuts'],
      note: 'No sprouts please',
    });
    expect(added.status).toBe(200);
    const bea = (await added.json()) as { guest: { id: string; conflicts: unknown[] }; guestKey: string };
    expect(bea.guestKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(bea.guest.conflicts).toEqual([{ dishId: 'festive-soup', allergens: ['tree nuts'] }]);

    const guestView = preorderView.parse(await (await h.request(`/api/preorders/${guests}`)).json());
    expect(guestView).toMatchObject({
      role: 'guest',
      places: 10,
      guests: [{ firstName: 'Bea', chosen: true }],
    });
    expect(guestView.entries).toBeUndefined();
    expect(JSON.stringify(guestView)).not.toContain('organiser@example.com');
    const full = preorderView.parse(await (await h.request(`/api/preorders/${organiser}`)).json());
    expect(full.organiser?.email).toBe('organiser@example.com');
    expect(full.counts).toContainEqual({ dishId: 'festive-turkey', name: 'Tacchino ripieno', count: 1 });
    expect(full.reminderText).toContain(guests);

    const before = await counts();
    const refused = async (path: string, body: unknown, status: number, message: string, field?: string) => {
      const res = await h.post(path, body);
      const answer = (await res.json()) as { message: string; field?: string };
      expect({ status: res.status, message: answer.message, field: answer.field }).toEqual({
        status,
        message,
        field,
      });
    };
    await refused(
      `/api/preorders/${guests}/guests`,
      {
        firstName: 'Cy',
        choices: [turkey[0], { sectionId: 'festive-mains', dishId: 'margherita' }, turkey[2]],
      },
      400,
      PREORDER_MESSAGES.dishNotOnMenu,
      'body.choices.festive-mains',
    );
    await refused(
      `/api/preorders/${guests}/guests`,
      { firstName: 'Cy', choices: turkey.slice(0, 2) },
      400,
      PREORDER_MESSAGES.courseMissing('Dolci'),
      'body.choices.festive-dolci',
    );
    await refused(
      `/api/preorders/${guests}/guests/${bea.guest.id}`,
      { firstName: 'Bea', choices: turkey },
      400,
      PREORDER_MESSAGES.notYours,
      'body.guestKey',
    );
    const forged = `${guests.slice(0, -2)}${guests.endsWith('AA') ? 'BB' : 'AA'}`;
    await refused(
      `/api/preorders/${forged}/guests`,
      { firstName: 'Cy', choices: [] },
      404,
      PREORDER_MESSAGES.link,
      'params.token',
    );
    const guestAsOrganiser = guests.replace('.g.', '.o.');
    expect((await h.request(`/api/preorders/${guestAsOrganiser}`)).status).toBe(404);
    const note = await h.post(`/api/preorders/${guests}/guests`, {
      firstName: 'Cy',
      choices: [],
      note: 'x'.repeat(201),
    });
    expect(note.status).toBe(400);
    expect(((await note.json()) as { field: string }).field).toBe('body.note');
    await refused(
      `/api/preorders/${guests}/guests`,
      { firstName: 'Kid', child: true, choices: [] },
      409,
      PREORDER_MESSAGES.full(10),
    );
    expect(await counts()).toEqual(before);

    // The guest's own key changes the choice; the organiser changes anyone.
    const changed = await h.post(`/api/preorders/${guests}/guests/${bea.guest.id}`, {
      firstName: 'Bea',
      choices: [turkey[0], { sectionId: 'festive-mains', dishId: 'festive-ravioli' }, turkey[2]],
      guestKey: bea.guestKey,
    });
    expect(changed.status).toBe(200);
    const removed = await h.post(`/api/preorders/${organiser}/guests/${bea.guest.id}/remove`, {});
    expect(preorderView.parse(await removed.json()).guests).toEqual([]);
  });

  it('a party-size change lists the guests over the party, latest first; a cancellation closes the pre-order', async () => {
    const booked = await book({
      bookingTime: '19:30',
      diningDateTime: '2026-12-10 19:30',
      emailAddress: 'cy@example.com',
      mobilePhoneNumber: '07700900124',
    });
    const guests = token(booked.preorder?.guestLink ?? '');
    for (const firstName of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'])
      expect((await h.post(`/api/preorders/${guests}/guests`, { firstName, choices: turkey })).status).toBe(
        200,
      );
    const manage = token(booked.manageLink ?? '');
    const changed = await h.post(`/api/booking/manage/${manage}/change`, {
      date: '2026-12-10',
      time: '19:45',
      adults: 8,
      children: 0,
    });
    expect(changed.status).toBe(200);
    const after = managedBooking.parse(await changed.json());
    expect(after.preorder).toMatchObject({ places: 8, chosen: 8, overParty: ['Jo', 'Ivy'] });
    // The cut-off moved with the time (48 hours before 19:45 London), its job to be queued again.
    expect(after.preorder?.cutoffAt).toBe('2026-12-08T19:45:00.000Z');
    const cancelled = await h.post(`/api/booking/manage/${manage}/cancel`, {});
    expect(managedBooking.parse(await cancelled.json()).preorder?.state).toBe('cancelled');
    const res = await h.post(`/api/preorders/${guests}/guests`, { firstName: 'Dee', choices: turkey });
    expect({ status: res.status, message: ((await res.json()) as { message: string }).message }).toEqual({
      status: 409,
      message: PREORDER_MESSAGES.cancelled,
    });
    // Its cut-off does nothing.
    const closed = await h.app.request(`/test/preorders/${booked.bookingReference}/cutoff`, {
      method: 'POST',
    });
    expect(await closed.json()).toEqual({ closed: false, at: '2026-12-08T19:45:00.000Z' });
  });

  it('the test-only cut-off closes it once and sends the restaurant its sheet and the organiser the final list', async () => {
    const booked = await book({
      bookingTime: '20:00',
      diningDateTime: '2026-12-17 20:00',
      emailAddress: 'dee@example.com',
      mobilePhoneNumber: '07700900125',
    });
    const guests = token(booked.preorder?.guestLink ?? '');
    await h.post(`/api/preorders/${guests}/guests`, {
      firstName: 'Pia',
      choices: turkey,
      allergens: ['peanuts'],
    });
    const sheets = (await h.outbox('preorder-sheet')).length;
    const cutoff = () =>
      h.app.request(`/test/preorders/${booked.bookingReference}/cutoff`, { method: 'POST' });
    expect(await (await cutoff()).json()).toEqual({ closed: true, at: '2026-12-15T20:00:00.000Z' });
    expect(await (await cutoff()).json()).toMatchObject({ closed: false });
    const sheet = (await h.outbox('preorder-sheet')).slice(sheets);
    expect(sheet).toHaveLength(1);
    const text = await textOf(sheet[0]?.raw);
    expect(text).toContain('1 × Tacchino ripieno');
    expect(text).toContain(
      'Pia: Roast chestnut soup, Tacchino ripieno, Panettone bread and butter pudding — allergens: peanuts',
    );
    expect((await h.outbox('preorder-final')).some((m) => m.subject.includes(booked.bookingReference))).toBe(
      true,
    );
    const view = preorderView.parse(await (await h.request(`/api/preorders/${guests}`)).json());
    expect(view.state).toBe('closed');
    const late = await h.post(`/api/preorders/${guests}/guests`, { firstName: 'Late', choices: turkey });
    expect(late.status).toBe(409);
    expect(preorderToken(DEV_PREORDER_LINK_SECRET, 'guest', booked.bookingReference)).toBe(guests);

    // A person's export holds their pre-order's guests (never a key's hash); an erasure takes them with the booking.
    const person = await findPerson(h.database.db, 'dee@example.com');
    expect(person.preorderGuests).toEqual([
      expect.objectContaining({ first_name: 'Pia', allergens: ['peanuts'], note: null }),
    ]);
    expect(JSON.stringify(person.preorderGuests)).not.toContain('key_hash');
    await erasePerson(h.database, 'dee@example.com', { now: h.clock.now(), logger: h.logger });
    expect(await h.count('preorder_guests', `first_name = 'Pia'`)).toBe(0);
  });

  it('offers no dish an operator switched off, and limits writes per link', async () => {
    const booked = await book({
      bookingTime: '12:30',
      diningDateTime: '2026-12-17 12:30',
      emailAddress: 'eve@example.com',
      mobilePhoneNumber: '07700900126',
    });
    const guests = token(booked.preorder?.guestLink ?? '');
    await h.rows("INSERT INTO dish_states (dish_id, off) VALUES ('festive-burrata', true)");
    try {
      const view = preorderView.parse(await (await h.request(`/api/preorders/${guests}`)).json());
      const starters = view.sections.find((s) => s.id === 'festive-starters');
      expect(starters?.dishes.map((d) => d.id)).toEqual(['festive-soup', 'festive-fritters']);
      const before = await counts();
      const res = await h.post(`/api/preorders/${guests}/guests`, {
        firstName: 'Flo',
        choices: [{ sectionId: 'festive-starters', dishId: 'festive-burrata' }, turkey[1], turkey[2]],
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        message: PREORDER_MESSAGES.dishNotOnMenu,
        field: 'body.choices.festive-starters',
      });
      expect(await counts()).toEqual(before);
    } finally {
      await h.rows("DELETE FROM dish_states WHERE dish_id = 'festive-burrata'");
    }
    // A fresh app's limiter: 30 writes a minute through one link, the 31st refused.
    const app = h.createApp();
    const remove = () =>
      app.request(`/api/preorders/${guests}/guests/999999/remove`, {
        method: 'POST',
        headers: { ...h.auth, 'content-type': 'application/json' },
        body: '{}',
      });
    for (let i = 0; i < 30; i++) expect((await remove()).status).toBe(404);
    const limited = await remove();
    expect({ status: limited.status, body: await limited.json() }).toEqual({
      status: 429,
      body: { message: PREORDER_MESSAGES.tooMany },
    });
  });
});
