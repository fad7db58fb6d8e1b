import { describe, expect, it } from 'vitest';
import { pathParamNames, routePattern } from './endpoint.ts';
import { type EndpointName, endpoints, externalCalls, healthEndpoint, matchEndpoint } from './endpoints.ts';
import { z } from './zod.ts';

/** Every call of spec section 7 (7.1 to 7.8), METHOD + path as the spec writes them (normalised). */
const SPEC_CALLS: ReadonlyArray<readonly [string, string, string]> = [
  ['7.1', 'POST', '/api/token'],
  ['7.2', 'GET', '/api/booking/occasions/{storeId}'],
  ['7.2', 'POST', '/api/booking/availability'],
  ['7.2', 'GET', '/api/booking/areas/{storeId}'],
  ['7.2', 'GET', '/api/booking/bookingmenu/{storeId}'],
  ['7.2', 'GET', '/api/booking/slots/{storeId}'],
  ['7.2', 'GET', '/api/booking/requirements/{storeId}'],
  ['7.2', 'POST', '/api/booking/events/{storeId}'],
  ['7.2', 'POST', '/api/booking/enquiry/{storeId}'],
  ['7.2', 'POST', '/api/booking/create/{storeId}'],
  ['7.2', 'GET', '/api/booking/upsells/{storeId}'],
  ['7.2', 'GET', '/api/v1/braintree/token'],
  ['7.2', 'POST', '/api/v1/braintree/submit'],
  ['7.3', 'GET', '/api/contact/contactTypes'],
  ['7.3', 'GET', '/api/contact/content'],
  ['7.3', 'POST', '/api/contact/sendemail'],
  ['7.3', 'POST', '/api/contact/group-booking'],
  ['7.4', 'GET', '/api/v1/content/page/{id}'],
  ['7.4', 'GET', '/api/v1/content/brand-settings'],
  ['7.4', 'GET', '/api/v1/content/search-restaurants/'],
  ['7.4', 'GET', '/api/v1/content/restaurant/slug/{slug}/city/{city}'],
  ['7.4', 'GET', '/api/v1/content/getRestaurantBySlug/{slug}'],
  ['7.4', 'GET', '/api/v1/content/restaurant/{storeId}'],
  ['7.4', 'GET', '/api/v1/content/menu/{id}'],
  ['7.4', 'GET', '/api/v1/content/choices'],
  ['7.5', 'POST', '/api/exponea/getcustomerpreferences/{customerGuid}'],
  ['7.5', 'POST', '/api/exponea/updateCustomerPreferences'],
  ['7.5', 'POST', '/api/exponea/updateCustomerChoices'],
  ['7.5', 'POST', '/api/exponea/updateOccasionDates'],
  ['7.6', 'GET', '/api/jobs'],
  ['7.6', 'GET', '/api/jobs/{jobId}'],
  ['7.6', 'POST', '/api/jobs/application'],
  ['7.6', 'GET', '/api/jobs/locations'],
  ['7.7', 'GET', '/api/offer/getofferbyslug'],
  ['7.7', 'GET', '/api/offer/rest/{id}'],
  ['7.7', 'POST', '/api/offer/getcode'],
  ['7.8', 'GET', '/api/geo/search/{query}'],
  ['7.8', 'GET', '/api/geo/search/lat/{lat}/lng/{lng}'],
  ['7.8', 'POST', '/api/signup'],
  ['7.8', 'GET', '/api/social/insta/media'],
];

const table = Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][];
const key = (method: string, path: string) => `${method} ${path}`;

function objectKeys(schema: z.ZodMiniType): string[] {
  return schema instanceof z.ZodMiniObject ? Object.keys(schema.shape) : [];
}

/** Calls the table adds to the spec's: manage my booking, and the sign-up's confirmation link. */
const ADDED_CALLS = [
  ['manage', 'POST', '/api/booking/find'],
  ['manage', 'GET', '/api/booking/manage/{token}'],
  ['manage', 'POST', '/api/booking/manage/{token}/cancel'],
  ['manage', 'POST', '/api/booking/manage/{token}/change'],
  // booking reminders: "I'll be there"
  ['manage', 'POST', '/api/booking/manage/{token}/attend'],
  // the standby list
  ['manage', 'POST', '/api/booking/standby/join/{storeId}'],
  ['manage', 'GET', '/api/booking/standby/{token}'],
  ['manage', 'POST', '/api/booking/standby/{token}/leave'],
  ['manage', 'POST', '/api/booking/standby/{token}/claim'],
  // find a table
  ['table-search', 'GET', '/api/booking/table-search'],
  // group pre-orders
  ['preorder', 'GET', '/api/preorders/{token}'],
  ['preorder', 'POST', '/api/preorders/{token}/guests'],
  ['preorder', 'POST', '/api/preorders/{token}/guests/{guestId}'],
  ['preorder', 'POST', '/api/preorders/{token}/guests/{guestId}/remove'],
  // confirmed sign-up (double opt-in): the link of the confirmation e-mail
  ['7.8', 'POST', '/api/signup/confirm/{token}'],
  // the operators' API (docs/operations.md)
  ['ops', 'POST', '/api/ops/restaurants/{storeId}/special-hours'],
  ['ops', 'POST', '/api/ops/restaurants/{storeId}/special-hours/remove'],
  ['ops', 'POST', '/api/ops/restaurants/{storeId}/closures'],
  ['ops', 'GET', '/api/ops/restaurants/{storeId}/closures'],
  ['ops', 'GET', '/api/ops/closures/{closureId}/bookings'],
  ['ops', 'POST', '/api/ops/dishes/{dishId}/availability'],
  ['ops', 'POST', '/api/ops/dishes/{dishId}/price'],
  ['ops', 'POST', '/api/ops/offers/{offerSlug}/end'],
  ['ops', 'GET', '/api/ops/changes'],
  // privacy: a person's data exported or erased on request (docs/privacy.md)
  ['ops', 'POST', '/api/ops/privacy/export'],
  ['ops', 'POST', '/api/ops/privacy/erase'],
  // the content service's editor calls (docs/content.md)
  ['ops', 'GET', '/api/ops/content/me'],
  ['ops', 'GET', '/api/ops/content/pages'],
  ['ops', 'POST', '/api/ops/content/pages'],
  ['ops', 'GET', '/api/ops/content/pages/{id}'],
  ['ops', 'POST', '/api/ops/content/pages/{id}/draft'],
  ['ops', 'POST', '/api/ops/content/pages/{id}/publish'],
  ['ops', 'POST', '/api/ops/content/pages/{id}/schedule/cancel'],
  ['ops', 'GET', '/api/ops/content/pages/{id}/history'],
  ['ops', 'POST', '/api/ops/content/pages/{id}/rollback'],
  ['ops', 'POST', '/api/ops/content/pages/{id}/remove'],
  ['ops', 'POST', '/api/ops/content/preview-links'],
  // the published pages' list and the preview reads of the site's server
  ['7.4', 'GET', '/api/v1/content/pages'],
  ['7.4', 'POST', '/api/v1/content/preview/session'],
  ['7.4', 'POST', '/api/v1/content/preview/page'],
  // the retention schedule (docs/privacy.md)
  ['privacy', 'GET', '/api/v1/privacy/retention'],
  // one-click unsubscribe of a marketing e-mail (RFC 8058), called by the site's server
  ['privacy', 'POST', '/api/v1/customers/unsubscribe/{token}'],
  // change events, read by the site's server
  ['changes', 'GET', '/api/v1/changes'],
  ['changes', 'GET', '/api/v1/changes/stream'],
] as const;

describe('endpoint table against spec section 7', () => {
  it('lists 40 distinct calls in the spec list', () => {
    expect(SPEC_CALLS).toHaveLength(40);
    expect(new Set(SPEC_CALLS.map(([, m, p]) => key(m, p))).size).toBe(40);
  });

  it.each([...SPEC_CALLS, ...ADDED_CALLS])(
    '%s %s %s is in the table exactly once, with its section',
    (section, method, path) => {
      const hits = table.filter(([, def]) => def.method === method && def.path === path);
      expect(hits.map(([name]) => name)).toHaveLength(1);
      expect(hits[0]?.[1].section).toBe(section);
    },
  );

  it('holds nothing else (health and external calls excluded)', () => {
    const spec = new Set([...SPEC_CALLS, ...ADDED_CALLS].map(([, m, p]) => key(m, p)));
    const extra = table.filter(([, def]) => !spec.has(key(def.method, def.path))).map(([name]) => name);
    expect(extra).toEqual([]);
    expect(table).toHaveLength(SPEC_CALLS.length + ADDED_CALLS.length);
    expect(table.some(([, def]) => def.path === healthEndpoint.path)).toBe(false);
    for (const ext of Object.values(externalCalls)) {
      expect(table.some(([, def]) => def.path === ext.path && def.method === ext.method)).toBe(false);
    }
  });

  it.each(table)('%s: every {param} of the path is a key of its params schema, and no more', (_name, def) => {
    const names = pathParamNames(def.path);
    expect(objectKeys(def.params).sort()).toEqual([...names].sort());
    if (names.length === 0) expect(def.params.safeParse(undefined).success).toBe(true);
  });

  it("only the token call and the job-location lookup go without a token (the operators' calls carry a key)", () => {
    const open = table
      .filter(([, def]) => !def.requiresToken && !def.path.startsWith('/api/ops/'))
      .map(([name]) => name);
    expect(open.sort()).toEqual(['jobLocations', 'token']);
  });

  it.each(table.filter(([, def]) => def.path.startsWith('/api/ops/')))(
    "%s: an operators' call goes without the brand token and never from a browser",
    (_name, def) => {
      expect(def.requiresToken).toBe(false);
      expect(def.fromBrowser).toBe(false);
      expect(def.section).toBe('ops');
    },
  );

  it('query strings written in the spec are in the query schemas', () => {
    expect(objectKeys(endpoints.offerBySlug.query)).toEqual(['offerSlug']);
    expect(objectKeys(endpoints.jobLocations.query).sort()).toEqual(['query', 'sessionKey']);
    expect(objectKeys(endpoints.bookingOccasions.query)).toEqual(['date']);
    expect(objectKeys(endpoints.bookingSlots.query).sort()).toEqual(
      ['adults', 'areaId', 'children', 'dates', 'menuIds', 'occasionId'].sort(),
    );
    expect(objectKeys(endpoints.bookingRequirements.query).sort()).toEqual(
      ['adults', 'areaId', 'bookingDate', 'children', 'menuId', 'occasionId', 'time'].sort(),
    );
    expect(objectKeys(endpoints.bookingUpsells.query).sort()).toEqual(
      ['adults', 'bookingDate', 'children', 'includeUnavailable', 'occasionId', 'time'].sort(),
    );
  });

  it('external calls: ip lookup then siteverify, with the spec outcomes', () => {
    expect(Object.keys(externalCalls).sort()).toEqual(['ipLookup', 'recaptchaSiteverify']);
    expect(externalCalls.recaptchaSiteverify.path).toContain('siteverify');
    expect(objectKeys(externalCalls.recaptchaSiteverify.query)).toEqual(['secret', 'response', 'remoteip']);
    expect(objectKeys(externalCalls.ipLookup.response)).toEqual(['ip']);
  });
});

describe('matchEndpoint', () => {
  it('routes static paths before parameter paths', () => {
    expect(matchEndpoint('GET', '/api/jobs/locations')).toEqual({ name: 'jobLocations', params: {} });
    expect(matchEndpoint('GET', '/api/jobs/JOB-2291')).toEqual({
      name: 'job',
      params: { jobId: 'JOB-2291' },
    });
    expect(matchEndpoint('POST', '/api/jobs/application')?.name).toBe('jobApplication');
    expect(matchEndpoint('GET', '/api/jobs')?.name).toBe('jobs');
  });

  it('decodes parameters and tells the two restaurant and geo calls apart', () => {
    expect(matchEndpoint('GET', '/api/v1/content/restaurant/slug/deansgate/city/manchester')).toEqual({
      name: 'restaurantBySlugAndCity',
      params: { slug: 'deansgate', city: 'manchester' },
    });
    expect(matchEndpoint('GET', '/api/v1/content/restaurant/1042')?.name).toBe('restaurantByStoreId');
    expect(matchEndpoint('GET', '/api/geo/search/M3%202QJ')).toEqual({
      name: 'geoSearch',
      params: { query: 'M3 2QJ' },
    });
    expect(matchEndpoint('GET', '/api/geo/search/lat/53.48/lng/-2.24')).toEqual({
      name: 'geoSearchByCoordinates',
      params: { lat: '53.48', lng: '-2.24' },
    });
  });

  it('accepts search-restaurants with or without its trailing slash, and checks the method', () => {
    expect(matchEndpoint('GET', '/api/v1/content/search-restaurants/')?.name).toBe('searchRestaurants');
    expect(matchEndpoint('GET', '/api/v1/content/search-restaurants')?.name).toBe('searchRestaurants');
    expect(matchEndpoint('POST', '/api/v1/content/choices')).toBeUndefined();
    expect(matchEndpoint('GET', '/api/v1/content/page/a/b')).toBeUndefined();
  });

  it('gives route patterns for servers', () => {
    expect(routePattern(endpoints.geoSearchByCoordinates.path)).toBe('/api/geo/search/lat/:lat/lng/:lng');
  });
});
