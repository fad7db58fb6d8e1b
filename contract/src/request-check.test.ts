import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { BookingErrorCode } from './errors.ts';
import { examples } from './examples.ts';
import { checkRequest, queryValues } from './request-check.ts';

const create = (body: unknown, storeId = '1042', contentType = 'application/json') =>
  checkRequest(endpoints.bookingCreate, {
    params: { storeId },
    query: undefined,
    bodyText: typeof body === 'string' ? body : JSON.stringify(body),
    contentType,
  });

describe('checkRequest: the request check the brand API and the mocks share', () => {
  it('accepts the contract example and hands back the parsed parts', () => {
    const checked = create(examples.bookingCreate.body);
    expect(checked.ok && checked.body.childCovers).toBe(2);
  });

  it('refuses with the status, message and field the brand API answers', () => {
    expect(create(examples.bookingCreate.body, '1042', 'text/plain')).toMatchObject({
      ok: false,
      refusal: { status: 415, field: 'body' },
    });
    expect(create('{"broken')).toMatchObject({ ok: false, refusal: { status: 400, field: 'body' } });
    expect(create({ ...examples.bookingCreate.body, surprise: 1 })).toEqual({
      ok: false,
      refusal: {
        status: 400,
        message: 'Invalid request: unknown field body.surprise',
        field: 'body.surprise',
      },
    });
    expect(create({ ...examples.bookingCreate.body, upsellIds: ['up-prosecco'] })).toEqual({
      ok: false,
      refusal: {
        status: 400,
        message: 'Invalid request: body.upsellIds.0: extra "up-prosecco" is listed twice',
        field: 'body.upsellIds.0',
      },
    });
    // The call's cross-part rule: the body names the restaurant of the path.
    expect(create(examples.bookingCreate.body, '1001')).toEqual({
      ok: false,
      refusal: {
        status: 400,
        message: 'Invalid request: body.restaurantId: must be the restaurant of the path (1001)',
        field: 'body.restaurantId',
      },
    });
  });

  it('words a refused job application as err=15 with code 15', () => {
    const checked = checkRequest(endpoints.jobApplication, {
      params: undefined,
      query: undefined,
      bodyText: JSON.stringify({ ...examples.jobApplication.body, email: 'nope' }),
      contentType: 'application/json',
    });
    expect(checked).toMatchObject({ ok: false, refusal: { status: 400, code: 15, field: 'body.email' } });
    expect(endpoints.jobApplication.refusalCode).toBe(BookingErrorCode.ApplicationValidationError);
    expect(!checked.ok && checked.refusal.message).toMatch(/^err=15: body\.email: /);
  });

  it('reads repeated query keys as a list and refuses control characters', () => {
    expect(queryValues(new URLSearchParams('a=1&b=2&b=3'))).toEqual({ a: '1', b: ['2', '3'] });
    expect(queryValues(new URLSearchParams(''))).toBeUndefined();
    const checked = checkRequest(endpoints.bookingOccasions, {
      params: { storeId: '1042' },
      query: { date: '2025-3-7\u0001' },
      bodyText: '',
      contentType: undefined,
    });
    expect(checked).toMatchObject({ ok: false, refusal: { status: 400, field: 'query.date' } });
  });
});
