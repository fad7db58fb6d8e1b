import { examples, PREORDER_MESSAGES, type PreorderView, preorderView } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { isOrganiserFormPath, organiserFormResponse } from './preorder-organiser-form.ts';

// The guest form's field reading, without the design system's styles (which only the build compiles).
vi.mock('@fittizia/design-system', async () => ({
  preorderFormToRequest: (await import('../../design-system/features/booking/Preorder/preorderForm.ts'))
    .preorderFormToRequest,
}));

const organiser = examples.preorderRemoveGuest.params.token;
const guests = examples.preorderView.params.token;
const page = `http://localhost/pre-order/organiser/${organiser}`;
const view: PreorderView = preorderView.parse(examples.preorderRemoveGuest.response);

function post(fields: Record<string, string>): Request {
  return new Request(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A pipeline that records the call it was given and answers as told. */
function pipeline(status: number, body: unknown = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const run = async (request: Request) => {
    calls.push({ path: new URL(request.url).pathname, body: await request.json() });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, run };
}

describe("the organiser's table's forms", () => {
  it("take posts at an organiser's link only", () => {
    expect(isOrganiserFormPath(`/pre-order/organiser/${organiser}`)).toBe(true);
    expect(isOrganiserFormPath(`/pre-order/organiser/${guests}`)).toBe(false);
    expect(isOrganiserFormPath(`/pre-order/${organiser}`)).toBe(false);
    expect(isOrganiserFormPath('/pre-order/organiser/nonsense')).toBe(false);
  });

  it('remove: the call with the guest, then 303 back to the table saying it is done', async () => {
    const { calls, run } = pipeline(200, view);
    const answer = await organiserFormResponse(
      post({ intent: 'remove', guestId: '1' }),
      run,
      async () => view,
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/pre-order/organiser/${organiser}?done=removed`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(calls).toEqual([{ path: `/api/preorders/${organiser}/guests/1/remove`, body: {} }]);
  });

  it("add: the guest form's fields as the brand API's request", async () => {
    const { calls, run } = pipeline(200, {});
    const answer = await organiserFormResponse(
      post({
        intent: 'add',
        firstName: 'Luca',
        'choice.festive-starters': 'festive-soup',
        'choice.festive-mains': 'festive-turkey',
        allergens: 'peanuts',
      }),
      run,
      async () => view,
    );
    expect(answer.headers.get('location')).toBe(`/pre-order/organiser/${organiser}?done=added`);
    expect(calls[0]?.path).toBe(`/api/preorders/${organiser}/guests`);
    expect(calls[0]?.body).toMatchObject({
      firstName: 'Luca',
      choices: [
        { sectionId: 'festive-starters', dishId: 'festive-soup' },
        { sectionId: 'festive-mains', dishId: 'festive-turkey' },
      ],
      allergens: ['peanuts'],
    });
  });

  it("a refusal comes back as the page's words: closed, cancelled, full, too many", async () => {
    const cases: [number, string, string][] = [
      [409, PREORDER_MESSAGES.closed, 'problem=closed'],
      [409, PREORDER_MESSAGES.cancelled, 'problem=cancelled'],
      [409, PREORDER_MESSAGES.full(10), 'add=1&problem=full'],
      [429, PREORDER_MESSAGES.tooMany, 'problem=tooMany'],
      [400, 'firstName is required', 'add=1&problem=invalid'],
    ];
    for (const [status, message, query] of cases) {
      const { run } = pipeline(status, { message });
      const answer = await organiserFormResponse(
        post({ intent: 'add', firstName: '' }),
        run,
        async () => view,
      );
      expect(answer.headers.get('location')).toBe(`/pre-order/organiser/${organiser}?${query}`);
    }
  });

  it('anything else goes back to the table, calling nothing', async () => {
    const { calls, run } = pipeline(200);
    const answer = await organiserFormResponse(post({ intent: 'delete-all' }), run, async () => view);
    expect(answer.headers.get('location')).toBe(`/pre-order/organiser/${organiser}`);
    expect(calls).toEqual([]);
  });
});
