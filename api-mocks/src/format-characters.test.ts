import { type EndpointName, endpoints, TEXT_REFUSED_MESSAGES } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { formatCharacterRequests } from './bad-input.ts';
import { mockAnswer } from './node.ts';

/**
 * The mocks refuse a bidirectional control (U+202E, U+2066) in any string field of any call's example as the
 * brand API does (the contract's request check), with a 400 naming the field.
 */
describe('bidirectional controls to the mocks', () => {
  const cases = (Object.keys(endpoints) as EndpointName[])
    // The operators' calls have no mock (the site never makes them); the brand API's sweep sends them.
    .filter((name) => endpoints[name].section !== 'ops')
    .flatMap((name) => formatCharacterRequests(name).map((c) => ({ name, ...c })));

  it('are sent to the free-text fields the cancellation e-mail and the contact form echo', () => {
    const fields = new Set(cases.map((c) => `${c.name} ${c.field}`));
    for (const field of [
      'bookingCreate body.specialRequest',
      'bookingCancel body.message',
      'contactSendEmail body.enquiryType',
      'contactSendEmail body.contactSubReasonId',
      'contactSendEmail body.enquiryRestaurant',
    ])
      expect(fields).toContain(field);
  });

  it.each(cases)('$name $field: $kind gets 400 naming the field', async (c) => {
    const res = await mockAnswer(
      new Request(`http://brand-api.test${c.path}`, {
        method: c.method,
        headers: c.headers,
        ...(c.body === undefined ? {} : { body: c.body }),
      }),
    );
    expect(res?.status).toBe(400);
    const body = (await res?.json()) as { message: string; field: string };
    expect(body.field === c.field || body.field.startsWith(`${c.field}.`), body.message).toBe(true);
  });

  it('names the rule in a free-text field', async () => {
    const c = formatCharacterRequests('bookingCancel').find((x) => x.field === 'body.message');
    const res = await mockAnswer(
      new Request(`http://brand-api.test${c?.path}`, { method: 'POST', headers: c?.headers, body: c?.body }),
    );
    expect(res?.status).toBe(400);
    expect(await res?.json()).toEqual({
      message: `Invalid request: body.message: message ${TEXT_REFUSED_MESSAGES.bidi}`,
      field: 'body.message',
    });
  });
});
