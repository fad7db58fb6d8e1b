import { type EndpointName, endpoints } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { impossibleDateRequests } from './bad-input.ts';
import { mockAnswer } from './node.ts';

/**
 * The mocks refuse a date no calendar has as the brand API does (the contract's request check), with a
 * 400 naming the field, in every call that takes a date.
 */
describe('impossible dates to the mocks', () => {
  const nextYear = new Date().getFullYear() + 1;
  const cases = (Object.keys(endpoints) as EndpointName[])
    // The operators' calls have no mock (the site never makes them); the brand API's sweep sends them.
    .filter((name) => endpoints[name].section !== 'ops')
    .flatMap((name) =>
      [nextYear, 2023].flatMap((year) => impossibleDateRequests(name, year).map((c) => ({ name, ...c }))),
    );

  it('are sent to every call that takes a date', () => {
    expect(new Set(cases.map((c) => c.name)).size).toBe(16);
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
});
