import {
  type AvailabilityRequest,
  allowedMethods,
  BOOKING_MESSAGES,
  type BookingChangeRequest,
  BookingErrorCode,
  type BraintreeSubmitRequest,
  bookingErrorMessage,
  bookingErrorStatus,
  type CallOutput,
  checkRequest,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  endpoints,
  examples,
  type GroupBookingRequest,
  londonToday,
  methodNotAllowedMessage,
  pathParamNames,
  queryValues,
  routePattern,
  type StandbyJoinRequest,
  sandboxNonceOutcome,
} from '@fittizia/contract';
import { HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import {
  bookingFixtures,
  CUSTOMER_NOT_FOUND_MESSAGE,
  changedBooking,
  choicesFixture,
  contactFixtures,
  customerFixture,
  customerGuidFixture,
  geoCoordinatesFixture,
  geoSearchFixture,
  instaMediaFixture,
  jobDetailFixtures,
  jobFixtures,
  jobLocationsFixture,
  MENU_NOT_FOUND_MESSAGE,
  manageFixtures,
  menuFixtures,
  offerCodeFixture,
  offerFixtures,
  pageFixtures,
  reminderFixtures,
  restaurantFixtures,
  restaurantNotFound,
  settingsFixture,
  signupFixture,
  standbyFixtures,
  tokenFixture,
} from './fixtures.ts';

/** Matches the spec's path on any origin (same-origin in the browser, the brand API in Node). */
export function urlPattern(name: EndpointName): string {
  return `*${routePattern((endpoints[name] as Endpoint).path)}`;
}

/** The brand API's error body (contract `apiErrorBody`, which allows more fields). */
export interface MockErrorBody {
  message: string;
  code?: number;
  bookingStatus?: number;
  reason?: string;
  detail?: string;
  success?: boolean;
  field?: string;
}

/**
 * The answer of a card submit that does not succeed, as the brand API gives it: 422 for a declined card and for
 * a nonce that is unknown (`invalid`), 502 for a gateway failure; each with the card form's message.
 */
export function cardSubmitFailure(reason: 'declined' | 'invalid' | 'failed', detail: string) {
  return HttpResponse.json<MockErrorBody>(
    { message: BOOKING_MESSAGES.cardSubmitFailed, reason, detail },
    { status: reason === 'failed' ? 502 : 422 },
  );
}

/**
 * An MSW handler for one call of the endpoint table. The resolver's JSON answer is
 * typed by the contract's response schema.
 */
export function mockEndpoint<N extends EndpointName>(
  name: N,
  resolver: HttpResponseResolver<Record<string, string>, never, CallOutput<Endpoints[N]> | MockErrorBody>,
): RequestHandler {
  const def = endpoints[name] as Endpoint;
  const method = def.method === 'GET' ? http.get : http.post;
  const answer = resolver as unknown as HttpResponseResolver;
  return method(urlPattern(name), async (info) => {
    const refusal = await refusalOf(def, info.request, info.params as Record<string, string>);
    return refusal ?? answer(info);
  }) as RequestHandler;
}

/**
 * The brand API's answer to a request it refuses, or undefined when it accepts it: the contract's
 * `checkRequest`, the very check the brand API runs before any handler, so a mock never accepts what the
 * brand API refuses.
 */
export async function refusalOf(
  def: Endpoint,
  request: Request,
  params: Record<string, string>,
): Promise<Response | undefined> {
  // MSW also names the leading `*` of the pattern (`0`): only the path's own parameters are the call's.
  const names = pathParamNames(def.path);
  const checked = checkRequest(def, {
    params: names.length ? Object.fromEntries(names.map((n) => [n, params[n] ?? ''])) : undefined,
    query: queryValues(new URL(request.url).searchParams),
    bodyText: def.method === 'POST' ? await request.clone().text() : '',
    contentType: request.headers.get('content-type'),
  });
  if (checked.ok) return undefined;
  const { status, message, field, code } = checked.refusal;
  return HttpResponse.json<MockErrorBody>(
    { message, ...(code === undefined ? {} : { code }), ...(field ? { field } : {}) },
    { status },
  );
}

/**
 * 405 with `Allow` for a path of the endpoint table asked with a method the contract does not define for it
 * (PUT, DELETE, PATCH...), as the brand API and the site's `/api` pipeline answer; anything else passes on.
 */
export function methodNotAllowed(): RequestHandler {
  return http.all('*/api/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    const allow = allowedMethods(pathname);
    const method = request.method.toUpperCase();
    if (allow.length === 0 || allow.includes(method as 'GET' | 'POST') || method === 'HEAD') return undefined;
    return HttpResponse.json(
      { message: methodNotAllowedMessage(method, allow) },
      { status: 405, headers: { allow: allow.join(', ') } },
    );
  });
}

/** '2027-4-1' → '2027-04-01', comparable as text. */
const paddedYmd = (unpadded: string) =>
  unpadded
    .split('-')
    .map((part, i) => (i === 0 ? part : part.padStart(2, '0')))
    .join('-');

/** The happy path for every mocked call. */
export const handlers: RequestHandler[] = [
  // 7.2 booking: the contract's examples; availability answers for the stores sent
  mockEndpoint('bookingOccasions', () => HttpResponse.json(bookingFixtures.occasions)),
  mockEndpoint('bookingAvailability', async ({ request }) => {
    const body = (await request.json()) as AvailabilityRequest;
    const [first, other] = bookingFixtures.availability;
    return HttpResponse.json(
      body.stores.map((store, i) => {
        const template = (i === 0 ? first : other) ?? bookingFixtures.availability[0];
        return {
          ...template,
          storeId: store.storeId,
          storeName:
            restaurantFixtures.find((r) => r.storeId === store.storeId)?.title ?? template?.storeName,
          miles: store.miles,
          isFirstChoice: i === 0,
        } as (typeof bookingFixtures.availability)[number];
      }),
    );
  }),
  mockEndpoint('bookingAreas', () => HttpResponse.json(bookingFixtures.areas)),
  mockEndpoint('bookingMenus', () => HttpResponse.json(bookingFixtures.menus)),
  mockEndpoint('bookingSlots', () => HttpResponse.json(bookingFixtures.slots)),
  mockEndpoint('bookingRequirements', () => HttpResponse.json(bookingFixtures.requirements)),
  mockEndpoint('bookingUpsells', () => HttpResponse.json(bookingFixtures.upsells)),
  // The confirmation goes to the address the diner gave, as the brand API answers.
  mockEndpoint('bookingCreate', async ({ request }) => {
    const { emailAddress } = (await request.json()) as { emailAddress: string };
    return HttpResponse.json({ ...bookingFixtures.created, confirmationSentTo: emailAddress });
  }),
  mockEndpoint('bookingEnquiry', () => HttpResponse.json(bookingFixtures.enquiry)),
  mockEndpoint('bookingEvent', () => HttpResponse.json(bookingFixtures.event)),
  // Manage my booking: found, shown, cancelled
  mockEndpoint('bookingFind', () => HttpResponse.json(manageFixtures.found)),
  mockEndpoint('bookingManage', () => HttpResponse.json(manageFixtures.booking)),
  mockEndpoint('bookingCancel', async ({ request }) => {
    const { message } = (await request.json()) as { message?: string };
    return HttpResponse.json({ ...manageFixtures.cancelled, cancelReason: message?.trim() || null });
  }),
  // Change: the booking moved as asked; the date, time and party already booked are refused (29).
  mockEndpoint('bookingChange', async ({ request }) => {
    const changed = changedBooking((await request.json()) as BookingChangeRequest);
    if (changed) return HttpResponse.json(changed);
    const code = BookingErrorCode.ChangeUnchanged;
    return HttpResponse.json<MockErrorBody>(
      { message: bookingErrorMessage(code), code },
      { status: bookingErrorStatus(code) },
    );
  }),
  // Booking reminders: "I'll be there" recorded
  mockEndpoint('bookingAttend', () => HttpResponse.json(reminderFixtures.attended)),
  // Standby list, each call's happy path: joined (the entry echoes what was asked), waiting, left, booked
  mockEndpoint('standbyJoin', async ({ request }) => {
    const body = (await request.json()) as StandbyJoinRequest;
    return HttpResponse.json({
      ...standbyFixtures.waiting,
      date: body.date,
      windowFrom: body.windowFrom,
      windowTo: body.windowTo,
      adults: body.adultCovers,
      children: body.childCovers ?? 0,
      emailAddress: body.emailAddress,
    });
  }),
  mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.waiting)),
  mockEndpoint('standbyLeave', () => HttpResponse.json(standbyFixtures.left)),
  mockEndpoint('standbyClaim', () => HttpResponse.json(standbyFixtures.booked)),
  // Card guarantee: the sandbox nonce table of the contract decides declines and failures
  mockEndpoint('braintreeToken', () => HttpResponse.json(bookingFixtures.braintreeToken)),
  mockEndpoint('braintreeSubmit', async ({ request }) => {
    const body = (await request.json()) as BraintreeSubmitRequest;
    // The sandbox's table decides, as in the brand API's sandbox: its declining and failing nonces fail, and a
    // nonce it does not know is refused as the card form's fault.
    const outcome = sandboxNonceOutcome(body.Nonce);
    if (outcome === null) return cardSubmitFailure('invalid', 'Unknown or expired payment_method_nonce.');
    if (outcome === 'declined') return cardSubmitFailure('declined', 'Processor declined: 2000 Do Not Honor');
    if (outcome === 'failed') return cardSubmitFailure('failed', `Sandbox nonce ${body.Nonce}`);
    return HttpResponse.json({
      status: 200,
      data: body.CustomerId?.trim() || bookingFixtures.braintreeSubmit.data,
    });
  }),

  mockEndpoint('token', () => HttpResponse.json(tokenFixture)),
  mockEndpoint('brandSettings', () => HttpResponse.json(settingsFixture)),
  mockEndpoint('contentPage', ({ params }) => {
    const page = pageFixtures[String(params.id).toLowerCase()];
    return page
      ? HttpResponse.json(page)
      : HttpResponse.json({ message: `No content page "${params.id}"` }, { status: 404 });
  }),

  // 7.4 restaurants and menus
  mockEndpoint('searchRestaurants', () => HttpResponse.json({ restaurants: restaurantFixtures })),
  mockEndpoint('restaurantBySlugAndCity', ({ params }) => {
    const found = restaurantFixtures.find((r) => r.slug === params.slug && r.city === params.city);
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json(restaurantNotFound(`slug "${params.slug}" in city "${params.city}"`), {
          status: 404,
        });
  }),
  mockEndpoint('restaurantBySlug', ({ params }) => {
    const found = restaurantFixtures.find((r) => r.slug === params.slug);
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json(restaurantNotFound(`slug "${params.slug}"`), { status: 404 });
  }),
  mockEndpoint('restaurantByStoreId', ({ params }) => {
    const found = restaurantFixtures.find((r) => r.storeId === params.storeId);
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json(restaurantNotFound(`store id "${params.storeId}"`), { status: 404 });
  }),
  mockEndpoint('menu', ({ params }) => {
    const found = menuFixtures[String(params.id).toLowerCase()];
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ message: MENU_NOT_FOUND_MESSAGE }, { status: 404 });
  }),

  // 7.7 offers
  mockEndpoint('restaurantOffers', ({ params }) =>
    restaurantFixtures.some((r) => r.storeId === params.id)
      ? HttpResponse.json({ status: 200, data: offerFixtures })
      : HttpResponse.json(restaurantNotFound(`store id "${params.id}"`), { status: 404 }),
  ),
  mockEndpoint('offerBySlug', ({ request }) => {
    const slug = new URL(request.url).searchParams.get('offerSlug');
    const found = offerFixtures.find((o) => o.offerSlug === slug);
    return found
      ? HttpResponse.json({ status: 200, data: found })
      : HttpResponse.json({ message: `Offer not found: no offer "${slug}"` }, { status: 404 });
  }),

  mockEndpoint('offerCode', async ({ request }) => {
    const body = (await request.json()) as { offerSlug?: string };
    return offerFixtures.some((o) => o.offerSlug === body.offerSlug)
      ? HttpResponse.json(offerCodeFixture)
      : HttpResponse.json({ message: `Offer not found: no offer "${body.offerSlug}"` }, { status: 404 });
  }),

  // 7.3 contact: both sends answer statusCode 200 (sent) and the enquiry's reference, as the contract's examples;
  // a group's preferred date before today (London) is refused as the brand API refuses it
  mockEndpoint('contactTypes', () => HttpResponse.json({ status: 200, data: contactFixtures.types })),
  mockEndpoint('contactContent', () => HttpResponse.json(contactFixtures.content)),
  mockEndpoint('contactSendEmail', () => HttpResponse.json(examples.contactSendEmail.response)),
  mockEndpoint('contactGroupBooking', async ({ request }) => {
    const { preferredDate } = (await request.json()) as GroupBookingRequest;
    if (preferredDate && paddedYmd(preferredDate) < londonToday()) {
      return HttpResponse.json<MockErrorBody>(
        {
          message: 'Invalid request: body.preferredDate: must be today or later',
          field: 'body.preferredDate',
        },
        { status: 400 },
      );
    }
    return HttpResponse.json(examples.contactGroupBooking.response);
  }),

  // 7.4 choices; 7.5 customer data: the example customer is known, any other guid is not found
  mockEndpoint('choices', () => HttpResponse.json(choicesFixture)),
  mockEndpoint('getCustomerPreferences', ({ params }) =>
    params.customerGuid === customerGuidFixture
      ? HttpResponse.json(customerFixture)
      : HttpResponse.json({ message: CUSTOMER_NOT_FOUND_MESSAGE }, { status: 404 }),
  ),
  mockEndpoint('updateCustomerPreferences', () =>
    HttpResponse.json({ status: 200, data: { message: 'Success' } }),
  ),
  mockEndpoint('updateCustomerChoices', () =>
    HttpResponse.json({ status: 200, data: { message: 'Success' } }),
  ),
  mockEndpoint('updateOccasionDates', () => HttpResponse.json({ status: 200, data: { message: 'Success' } })),

  // 7.8 sign-up and social
  mockEndpoint('signup', () => HttpResponse.json(signupFixture)),
  mockEndpoint('confirmSignup', () => HttpResponse.json(examples.confirmSignup.response)),
  mockEndpoint('instaMedia', () => HttpResponse.json({ status: 200, data: instaMediaFixture.data })),

  // 7.8 geo: whatever was searched, the example's Manchester answer, named after the query
  mockEndpoint('geoSearch', ({ params }) =>
    HttpResponse.json(
      geoSearchFixture.map((hit) => ({ ...hit, name: decodeURIComponent(String(params.query)).trim() })),
    ),
  ),
  mockEndpoint('geoSearchByCoordinates', ({ params }) =>
    HttpResponse.json({ ...geoCoordinatesFixture, lat: Number(params.lat), lng: Number(params.lng) }),
  ),

  // 7.6 jobs
  mockEndpoint('jobs', () => HttpResponse.json({ status: 200, data: { jobs: jobFixtures } })),
  mockEndpoint('jobLocations', ({ request }) => {
    const query = new URL(request.url).searchParams.get('query')?.trim() ?? '';
    return HttpResponse.json(
      query
        ? jobLocationsFixture.map((place) => ({ ...place, name: query, formatted_address: `${query}, UK` }))
        : [],
    );
  }),
  mockEndpoint('job', ({ params }) => {
    const found = jobDetailFixtures[String(params.jobId)];
    return found
      ? HttpResponse.json({ status: 200, data: found })
      : HttpResponse.json({ message: `Job not found: no job "${params.jobId}"`, code: 12 }, { status: 404 });
  }),
  mockEndpoint('jobApplication', () =>
    HttpResponse.json({
      status: 200,
      data: { success: true, message: 'Thank you, your application has been sent.' },
    }),
  ),
  // Last: a call of the table with a method it does not define is refused as the brand API refuses it.
  methodNotAllowed(),
];
