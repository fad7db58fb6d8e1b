import { describe, expect, it, vi } from 'vitest';
import { buildRequest, createBrandClient } from './client.ts';
import { endpoints } from './endpoints.ts';
import { BookingErrorCode, BrandApiError, bookingErrorMessage, ContractViolationError } from './errors.ts';
import { examples } from './examples.ts';

interface Seen {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, body: unknown, raw?: string) {
  const seen: Seen[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    const text = raw ?? (body === undefined ? '' : JSON.stringify(body));
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fn as unknown as typeof fetch, seen, fn };
}

const BASE = 'https://site.example';

describe('createBrandClient', () => {
  it('sends a validated GET with encoded params and query, and returns the parsed answer', async () => {
    const f = fakeFetch(200, examples.bookingSlots.response);
    const client = createBrandClient({ baseUrl: BASE, fetch: f.fetch, headers: () => ({ brandKey: 'ft' }) });
    const out = await client.call('bookingSlots', {
      params: { storeId: '1042' },
      query: {
        occasionId: 'occ-dinner',
        adults: 4,
        children: 0,
        dates: '2025-3-7',
        menuIds: ['m-main', 'm-set'],
      },
    });
    expect(out.dates[0]?.times[0]).toEqual({ time: '18:45', canEnquire: false });
    const url = new URL(f.seen[0]?.url ?? '');
    expect(url.pathname).toBe('/api/booking/slots/1042');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      occasionId: 'occ-dinner',
      adults: '4',
      children: '0',
      dates: '2025-3-7',
      menuIds: 'm-main,m-set',
      areaId: 'null',
    });
    expect(f.seen[0]?.init.method).toBe('GET');
    expect(((f.seen[0]?.init.headers ?? {}) as Record<string, string>).brandKey).toBe('ft');
  });

  it('adds the headers of one call after the client ones (a booking Idempotency-Key)', async () => {
    const f = fakeFetch(200, examples.bookingSlots.response);
    const client = createBrandClient({ baseUrl: BASE, fetch: f.fetch, headers: () => ({ brandKey: 'ft' }) });
    const query = { occasionId: 'o', adults: 2, children: 0, dates: '2025-3-7', menuIds: ['m'] };
    await client.call('bookingSlots', {
      params: { storeId: '1042' },
      query,
      headers: { 'Idempotency-Key': 'attempt-0001' },
    });
    await client.call('bookingSlots', { params: { storeId: '1042' }, query });
    expect(f.seen[0]?.init.headers).toMatchObject({ brandKey: 'ft', 'Idempotency-Key': 'attempt-0001' });
    // Only that call: the next one carries the client's headers alone.
    expect(f.seen[1]?.init.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('the query it sends parses back to the same values on the server side', () => {
    const { path } = buildRequest(endpoints.bookingUpsells, {
      params: { storeId: '1042' },
      query: { occasionId: 'o', adults: 2, children: 1, bookingDate: '2025-3-7', time: '19:30' },
    });
    const url = new URL(path, BASE);
    expect(url.searchParams.get('includeUnavailable')).toBe('false');
    expect(endpoints.bookingUpsells.query.parse(Object.fromEntries(url.searchParams))).toEqual({
      occasionId: 'o',
      adults: 2,
      children: 1,
      bookingDate: '2025-3-7',
      time: '19:30',
      includeUnavailable: false,
    });
  });

  it('refuses to call a stream (its reader follows it) and sends nothing', async () => {
    const f = fakeFetch(200, examples.changesStream.response);
    const client = createBrandClient({ baseUrl: BASE, fetch: f.fetch });
    await expect(client.call('changesStream', { query: { after: '41' } })).rejects.toThrow(TypeError);
    expect(f.fn).not.toHaveBeenCalled();
    const json = createBrandClient({ baseUrl: BASE, fetch: fakeFetch(200, examples.changes.response).fetch });
    expect((await json.call('changes', { query: { after: '41' } })).latest).toBe('42');
  });

  it('POSTs a JSON body', async () => {
    const f = fakeFetch(200, examples.bookingCreate.response);
    const client = createBrandClient({ baseUrl: BASE, fetch: f.fetch });
    const out = await client.call('bookingCreate', {
      params: { storeId: '1042' },
      body: examples.bookingCreate.body,
    });
    expect(out).toMatchObject({ bookingReference: 'FT-1042-7H3K9', bookingStatus: 1 });
    expect(out.manageLink).toBe(examples.bookingCreate.response.manageLink);
    expect(f.seen[0]?.url).toBe(`${BASE}/api/booking/create/1042`);
    expect(f.seen[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(f.seen[0]?.init.body)).mobilePhoneNumber).toBe('07700900123');
    expect(((f.seen[0]?.init.headers ?? {}) as Record<string, string>)['content-type']).toBe(
      'application/json',
    );
  });

  it('raises BrandApiError with the status and the booking error code of the body', async () => {
    const f = fakeFetch(409, { message: 'No free slot for 4 at 19:30', code: BookingErrorCode.NoFreeSlot });
    const client = createBrandClient({ baseUrl: BASE, fetch: f.fetch });
    const err = await client
      .call('bookingCreate', { params: { storeId: '1042' }, body: examples.bookingCreate.body })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BrandApiError);
    expect(err).not.toBeInstanceOf(ContractViolationError);
    const e = err as BrandApiError;
    expect(e.status).toBe(409);
    expect(e.code).toBe(4);
    expect(e.endpoint).toBe('bookingCreate');
    expect(e.message).toBe('No free slot for 4 at 19:30');
    expect(bookingErrorMessage(e.code ?? -1)).toBe(
      'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
    );
  });

  it('raises BrandApiError without a code when the error body is not JSON', async () => {
    const f = fakeFetch(502, undefined, '<html>Bad gateway</html>');
    const client = createBrandClient({ baseUrl: BASE, fetch: f.fetch });
    const e = (await client.call('brandSettings').catch((x: unknown) => x)) as BrandApiError;
    expect(e).toBeInstanceOf(BrandApiError);
    expect(e.status).toBe(502);
    expect(e.code).toBeUndefined();
    expect(e.message).toBe('GET /api/v1/content/brand-settings failed with 502');
  });

  it('raises ContractViolationError on a malformed 200 answer', async () => {
    const f = fakeFetch(200, { isCardGuaranteeRequired: 'yes' });
    const client = createBrandClient({ baseUrl: BASE, fetch: f.fetch });
    const e = (await client
      .call('bookingRequirements', { params: { storeId: '1042' }, query: examples.bookingRequirements.query })
      .catch((x: unknown) => x)) as ContractViolationError;
    expect(e).toBeInstanceOf(ContractViolationError);
    expect(e).toBeInstanceOf(BrandApiError);
    expect(e.name).toBe('ContractViolationError');
    expect(e.status).toBe(200);
    expect(e.message).toContain('isCardGuaranteeRequired');
  });

  it('raises ContractViolationError on an empty answer where data is expected', async () => {
    const f = fakeFetch(200, undefined, '');
    const client = createBrandClient({ baseUrl: BASE, fetch: f.fetch });
    await expect(client.call('searchRestaurants')).rejects.toBeInstanceOf(ContractViolationError);
  });

  it('refuses an invalid request before calling fetch', async () => {
    const f = fakeFetch(200, {});
    const client = createBrandClient({ baseUrl: BASE, fetch: f.fetch });
    await expect(
      client.call('bookingCreate', {
        params: { storeId: '1042' },
        body: { ...examples.bookingCreate.body, adultCovers: 0 },
      }),
    ).rejects.toThrow(/adultCovers must be at least 1/);
    await expect(
      client.call('bookingCreate', {
        params: { storeId: '1042' },
        body: { ...examples.bookingCreate.body, extra: true } as never,
      }),
    ).rejects.toThrow(/extra/);
    expect(f.fn).not.toHaveBeenCalled();
  });

  it('encodes path params so ../x cannot add a segment', async () => {
    const f = fakeFetch(200, examples.contentPage.response);
    const client = createBrandClient({ baseUrl: BASE, fetch: f.fetch });
    await client.call('contentPage', { params: { id: '../x' } });
    await client.call('contentPage', { params: { id: 'a/b?c=1#d' } });
    expect(f.seen[0]?.url).toBe(`${BASE}/api/v1/content/page/..%2Fx`);
    const first = new URL(f.seen[0]?.url ?? '');
    expect(first.pathname).toBe('/api/v1/content/page/..%2Fx');
    expect(first.pathname.split('/')).toHaveLength(6);
    const second = new URL(f.seen[1]?.url ?? '');
    expect(second.pathname).toBe('/api/v1/content/page/a%2Fb%3Fc%3D1%23d');
    expect(second.search).toBe('');
    expect(second.hash).toBe('');
  });

  it('refuses a bare dot segment, which URL parsers would resolve', async () => {
    const f = fakeFetch(200, examples.contentPage.response);
    const client = createBrandClient({ baseUrl: BASE, fetch: f.fetch });
    await expect(client.call('contentPage', { params: { id: '..' } })).rejects.toThrow();
    expect(() => buildRequest(endpoints.restaurantOffers, { params: { id: '.' } })).toThrow();
    expect(f.fn).not.toHaveBeenCalled();
  });

  it('fills the geo paths, spaces and negative numbers included', () => {
    expect(buildRequest(endpoints.geoSearch, { params: { query: 'M3 2QJ' } }).path).toBe(
      '/api/geo/search/M3%202QJ',
    );
    expect(buildRequest(endpoints.geoSearchByCoordinates, { params: { lat: 53.48, lng: -2.24 } }).path).toBe(
      '/api/geo/search/lat/53.48/lng/-2.24',
    );
    expect(buildRequest(endpoints.offerBySlug, { query: { offerSlug: '30-off-students' } }).path).toBe(
      '/api/offer/getofferbyslug?offerSlug=30-off-students',
    );
    expect(
      buildRequest(endpoints.getCustomerPreferences, { params: examples.getCustomerPreferences.params }).path,
    ).toBe('/api/exponea/getcustomerpreferences/3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f7a6b32');
  });
});
