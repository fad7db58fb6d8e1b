import { createPreorderStore, mockPreorderToken, preorderHandlers } from '@fittizia/api-mocks';
import { createBrandClient, PREORDER_GUEST_KEY_HEADER, PREORDER_MESSAGES } from '@fittizia/contract';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { type KeyedClient, ownGuestOf, preorderFormResponse, typedOf } from './preorder-page.ts';
import { isPreorderFormPath } from './preorder-path.ts';

/** The guests' page's form posts (no script), against the mocks' pre-orders. */
const store = createPreorderStore();
const handlers = preorderHandlers(store);
beforeEach(() => store.reset());

const client: KeyedClient = (key) =>
  createBrandClient({
    baseUrl: 'http://brand-api.test',
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      if (key) headers.set(PREORDER_GUEST_KEY_HEADER, key);
      const res = await getResponse(handlers, new Request(String(input), { ...init, headers }));
      if (!res) throw new Error(`no mock for ${String(input)}`);
      return res;
    },
  });

const token = mockPreorderToken('K7QM2XRA', 'g');
const page = `https://www.example.test/pre-order/${token}`;
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0] as string);
const post = (fields: [string, string][], cookie = '', accept = 'text/html') =>
  preorderFormResponse(
    new Request(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, accept },
      body: new URLSearchParams(fields),
    }),
    client,
    true,
  );
const entry = (name: string, starter = 'festive-satay'): [string, string][] => [
  ['intent', 'add'],
  ['firstName', name],
  ['choice.festive-starters', starter],
  ['choice.festive-mains', 'festive-turkey'],
  ['allergens', 'peanuts'],
];

describe("the guests' pre-order form", () => {
  it('is a form path for a guests’ link only', () => {
    expect(isPreorderFormPath(`/pre-order/${token}`)).toBe(true);
    expect(isPreorderFormPath(`/pre-order/${mockPreorderToken('K7QM2XRA', 'o')}`)).toBe(false);
    expect(isPreorderFormPath('/pre-order/nonsense')).toBe(false);
  });

  it('adds, answers 303 to the page, and keeps the key in an HttpOnly __Host- cookie for that pre-order', async () => {
    const res = await post(entry('Priya'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/pre-order/${token}?saved=1`);
    const set = res.headers.getSetCookie().find((c) => c.startsWith('__Host-preorder-K7QM2XRA='));
    expect(set).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    const cookie = cookiesOf(res).join('; ');
    const own = ownGuestOf(new Request(page, { headers: { cookie } }), token, true);
    expect(own?.guestId).toBe('2');

    const changed = await post([['intent', 'change'], ...entry('Priya', 'festive-soup').slice(1)], cookie);
    expect(changed.headers.get('location')).toBe(`/pre-order/${token}?saved=1`);
    const view = await client(own?.guestKey).call('preorderView', { params: { token } });
    expect(view.own?.choices).toContainEqual({ sectionId: 'festive-starters', dishId: 'festive-soup' });
    expect(view.guests).toHaveLength(2);
  });

  it.each([
    ['no first name', entry(''), { firstName: PREORDER_MESSAGES.firstName }],
    [
      'a course missing',
      entry('Priya').filter(([k]) => k !== 'choice.festive-mains'),
      { 'choices.festive-mains': PREORDER_MESSAGES.courseMissing('Mains') },
    ],
    [
      'a dish not on the menu',
      entry('Priya', 'pizza'),
      { 'choices.festive-starters': PREORDER_MESSAGES.dishNotOnMenu },
    ],
    [
      'a note over its limit',
      [...entry('Priya'), ['note', 'n'.repeat(201)]] as [string, string][],
      { note: PREORDER_MESSAGES.note },
    ],
  ])('refuses %s: 303 back, what was typed kept in a cookie, nothing stored', async (_, fields, errors) => {
    const res = await post(fields);
    expect(res.headers.get('location')).toBe(`/pre-order/${token}?refused=1`);
    const typed = typedOf(new Request(page, { headers: { cookie: cookiesOf(res).join('; ') } }), token, true);
    expect(typed?.errors).toEqual(errors);
    expect(typed?.values.firstName).toBe(fields.find(([k]) => k === 'firstName')?.[1]);
    expect(typed?.values.allergens).toEqual(['peanuts']);
    expect((await client(undefined).call('preorderView', { params: { token } })).guests).toHaveLength(1);
  });

  it('says the party is full (the brand API’s refusal) with what was typed, as JSON for the script', async () => {
    const full = mockPreorderToken('FULL2XMS', 'g');
    const res = await preorderFormResponse(
      new Request(`https://www.example.test/pre-order/${full}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(entry('Priya')),
      }),
      client,
      true,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = (await res.json()) as { status: string; typed: { errors: Record<string, string> } };
    expect(body.status).toBe('refused');
    expect(body.typed.errors).toEqual({ form: PREORDER_MESSAGES.full(2) });
  });
});
