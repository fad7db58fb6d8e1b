import {
  PREORDER_GUEST_KEY_HEADER,
  PREORDER_MESSAGES,
  type PreorderGuestResponse,
  preorderView,
} from '@fittizia/contract';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { preorderHandlers } from './preorder-handlers.ts';
import { createPreorderStore, MOCK_PREORDER_WRITES_PER_MINUTE, mockPreorderToken } from './preorder-store.ts';

const store = createPreorderStore();
const handlers = preorderHandlers(store);
beforeEach(() => store.reset());

const call = async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await getResponse(
    handlers,
    new Request(`http://brand-api.test/api/preorders/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  if (!res) throw new Error(`no handler for ${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const G = mockPreorderToken('K7QM2XRA', 'g');
const O = mockPreorderToken('K7QM2XRA', 'o');
const entry = (over: Record<string, unknown> = {}) => ({
  firstName: 'Priya',
  choices: [
    { sectionId: 'festive-starters', dishId: 'festive-satay' },
    { sectionId: 'festive-mains', dishId: 'festive-turkey' },
  ],
  allergens: ['peanuts'],
  ...over,
});

describe('the pre-order mocks', () => {
  it('show a guest first names and who has chosen, never the contact details', async () => {
    const { status, body } = await call(G);
    expect(status).toBe(200);
    const view = preorderView.parse(body);
    expect(view.guests).toEqual([
      { id: '1', firstName: 'Giulia', child: false, chosen: true, overParty: false },
    ]);
    expect(JSON.stringify(body)).not.toContain('marco.bianchi@example.com');
    expect(view.entries).toBeUndefined();
    expect(preorderView.parse((await call(O)).body).organiser?.email).toBe('marco.bianchi@example.com');
  });

  it('add a guest with a key, mark the dish with an allergen they listed, and let only that key change it', async () => {
    const added = await call(`${G}/guests`, entry());
    expect(added.status).toBe(200);
    const { guest, guestKey } = added.body as unknown as PreorderGuestResponse;
    expect(guest.conflicts).toEqual([{ dishId: 'festive-satay', allergens: ['peanuts'] }]);
    const own = preorderView.parse(
      (await call(G, undefined, { [PREORDER_GUEST_KEY_HEADER]: guestKey ?? '' })).body,
    );
    expect(own.own?.firstName).toBe('Priya');
    const changed = await call(`${G}/guests/${guest.id}`, entry({ firstName: 'Priya R', guestKey }));
    expect(changed.status).toBe(200);
    const stranger = await call(`${G}/guests/${guest.id}`, entry({ guestKey: 'x'.repeat(43) }));
    expect(stranger).toEqual({
      status: 400,
      body: { message: PREORDER_MESSAGES.notYours, field: 'body.guestKey' },
    });
    expect((await call(`${O}/guests/${guest.id}`, entry({ firstName: 'P' }))).status).toBe(200);
  });

  it.each([
    [
      'a dish not on the menu',
      entry({
        choices: [
          { sectionId: 'festive-starters', dishId: 'pizza' },
          { sectionId: 'festive-mains', dishId: 'festive-turkey' },
        ],
      }),
      PREORDER_MESSAGES.dishNotOnMenu,
      'body.choices.festive-starters',
    ],
    [
      'a course missing',
      entry({ choices: [{ sectionId: 'festive-starters', dishId: 'festive-soup' }] }),
      PREORDER_MESSAGES.courseMissing('Mains'),
      'body.choices.festive-mains',
    ],
  ])('refuse %s with 400 naming the field and store nothing', async (_, body, message, field) => {
    expect(await call(`${G}/guests`, body)).toEqual({ status: 400, body: { message, field } });
    expect(preorderView.parse((await call(G)).body).guests).toHaveLength(1);
  });

  it('refuse a note over its limit and an empty first name as the request check does', async () => {
    expect((await call(`${G}/guests`, entry({ note: 'n'.repeat(201) }))).body.field).toBe('body.note');
    expect((await call(`${G}/guests`, entry({ firstName: ' ' }))).body.field).toBe('body.firstName');
  });

  it('refuse a full party, a closed and a cancelled pre-order with 409, an unknown link with 404', async () => {
    expect(await call(`${mockPreorderToken('FULL2XMS', 'g')}/guests`, entry())).toEqual({
      status: 409,
      body: { message: PREORDER_MESSAGES.full(2) },
    });
    expect((await call(`${mockPreorderToken('SHUT2XMS', 'g')}/guests`, entry())).body.message).toBe(
      PREORDER_MESSAGES.closed,
    );
    expect((await call(`${mockPreorderToken('GONE2XMS', 'g')}/guests`, entry())).status).toBe(409);
    expect(await call(`K7QM2XRA.g.${'a'.repeat(43)}`)).toEqual({
      status: 404,
      body: { message: PREORDER_MESSAGES.link, field: 'params.token' },
    });
  });

  it('limit the writes of one link in a minute', async () => {
    for (let i = 0; i < MOCK_PREORDER_WRITES_PER_MINUTE; i++)
      expect((await call(`${G}/guests/1`, entry({ guestKey: 'x'.repeat(43) }))).status).toBe(400);
    expect(await call(`${G}/guests`, entry())).toEqual({
      status: 429,
      body: { message: PREORDER_MESSAGES.tooMany },
    });
    expect((await call(`${O}/guests`, entry())).status).toBe(200);
  });
});
