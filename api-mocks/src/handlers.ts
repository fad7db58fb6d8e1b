import {
  CHANGE_STREAM_CONTENT_TYPE,
  CONTACT_RESTAURANT_REQUIRED_MESSAGE,
  type ContactSendEmailRequest,
  changeStreamMessage,
  contactReasonNeedsRestaurant,
  examples,
  type GroupBookingRequest,
  londonToday,
  OFFER_ENDED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
} from '@fittizia/contract';
import { HttpResponse, type RequestHandler } from 'msw';
import { bookingHandlers } from './booking-handlers.ts';
import { contentEditorHandlers } from './content-editor-handlers.ts';
import { createContentEditorStore } from './content-editor-store.ts';
import { contentPreviewHandlers } from './content-preview-handlers.ts';
import {
  CUSTOMER_NOT_FOUND_MESSAGE,
  choicesFixture,
  contactFixtures,
  customerFixture,
  customerGuidFixture,
  endedOfferFixture,
  geoCoordinatesFixture,
  geoSearchFixture,
  instaMediaFixture,
  jobDetailFixtures,
  jobFixtures,
  jobLocationsFixture,
  MENU_NOT_FOUND_MESSAGE,
  menuFixtures,
  offerCodeFixture,
  offerFixtures,
  pageFixtures,
  restaurantFixtures,
  restaurantNotFound,
  settingsFixture,
  signupFixture,
  tokenFixture,
} from './fixtures.ts';
import { type MockErrorBody, methodNotAllowed, mockEndpoint } from './mock-endpoint.ts';
import { preorderHandlers } from './preorder-handlers.ts';
import { tableSearchHandlers } from './table-search-handlers.ts';

/** The brand API's refusal of a claim of an ended offer (its answer, status and body). */
export const offerEnded = () =>
  HttpResponse.json<MockErrorBody>({ message: OFFER_ENDED_MESSAGE, field: 'offerSlug' }, { status: 410 });

export {
  cardSubmitFailure,
  type MockErrorBody,
  methodNotAllowed,
  mockEndpoint,
  refusalOf,
  urlPattern,
} from './mock-endpoint.ts';

/** '2027-4-1' → '2027-04-01', comparable as text. */
const paddedYmd = (unpadded: string) =>
  unpadded
    .split('-')
    .map((part, i) => (i === 0 ? part : part.padStart(2, '0')))
    .join('-');

/** The content pages the editor calls change (content-editor-store.ts). */
const contentStore = createContentEditorStore();

/** The happy path for every mocked call: the booking calls (booking-handlers.ts), then the rest. */
export const handlers: RequestHandler[] = [
  ...bookingHandlers,
  ...tableSearchHandlers,

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
  // The listed offers and the ended one (read with `ended: true`, never listed, its claim refused).
  mockEndpoint('offerBySlug', ({ request }) => {
    const slug = new URL(request.url).searchParams.get('offerSlug');
    const found = [...offerFixtures, endedOfferFixture].find((o) => o.offerSlug === slug);
    return found
      ? HttpResponse.json({ status: 200, data: found })
      : HttpResponse.json({ message: `Offer not found: no offer "${slug}"` }, { status: 404 });
  }),

  mockEndpoint('offerCode', async ({ request }) => {
    const body = (await request.json()) as { offerSlug?: string };
    if (body.offerSlug === endedOfferFixture.offerSlug) return offerEnded();
    return offerFixtures.some((o) => o.offerSlug === body.offerSlug)
      ? HttpResponse.json(offerCodeFixture)
      : HttpResponse.json({ message: OFFER_NOT_FOUND_MESSAGE, field: 'offerSlug' }, { status: 404 });
  }),

  // 7.3 contact: both sends answer statusCode 200 (sent) and the enquiry's reference, as the contract's examples;
  // a group's preferred date before today (London) is refused as the brand API refuses it
  mockEndpoint('contactTypes', () => HttpResponse.json({ status: 200, data: contactFixtures.types })),
  mockEndpoint('contactContent', () => HttpResponse.json(contactFixtures.content)),
  // a reason about a restaurant with no restaurant named is refused as the brand API refuses it
  mockEndpoint('contactSendEmail', async ({ request }) => {
    const { contactReasonId, enquiryRestaurant } = (await request.json()) as ContactSendEmailRequest;
    const reason = contactFixtures.content.contactReasons.find((r) => r.id === contactReasonId);
    if (!enquiryRestaurant && contactReasonNeedsRestaurant(reason)) {
      return HttpResponse.json<MockErrorBody>(
        {
          message: `Invalid request: body.enquiryRestaurant: ${CONTACT_RESTAURANT_REQUIRED_MESSAGE}`,
          field: 'body.enquiryRestaurant',
        },
        { status: 400 },
      );
    }
    return HttpResponse.json(examples.contactSendEmail.response);
  }),
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

  // The privacy calls: the policy's retention table and a marketing e-mail's one-click unsubscribe
  mockEndpoint('retentionSchedule', () => HttpResponse.json(examples.retentionSchedule.response)),
  mockEndpoint('marketingUnsubscribe', ({ params }) =>
    params.token === examples.marketingUnsubscribe.params.token
      ? HttpResponse.json(examples.marketingUnsubscribe.response)
      : HttpResponse.json({ message: UNSUBSCRIBE_LINK_INVALID_MESSAGE, field: 'token' }, { status: 404 }),
  ),

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
  // Change events: the example's one event; the stream answers it and ends (a mock keeps nothing open)
  mockEndpoint('changes', () => HttpResponse.json(examples.changes.response)),
  mockEndpoint(
    'changesStream',
    () =>
      new HttpResponse(changeStreamMessage(examples.changesStream.response), {
        headers: { 'content-type': CHANGE_STREAM_CONTENT_TYPE },
      }) as never,
  ),
  // The content service's editor calls and the site's preview reads, stateful over the mocks' seed
  ...contentEditorHandlers(contentStore),
  ...contentPreviewHandlers(contentStore),
  // Group pre-orders, stateful over their own store
  ...preorderHandlers(),
  // Last: a call of the table with a method it does not define is refused as the brand API refuses it.
  methodNotAllowed(),
];
