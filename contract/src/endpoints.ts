import { type Endpoint, endpoint, type HttpMethod } from './endpoint.ts';
import {
  CONTENT_BODY_MAX_BYTES,
  MAX_CONTACT_BODY_BYTES,
  MAX_JSON_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from './request-limits.ts';
import {
  areasQuery,
  areasResponse,
  availabilityRequest,
  availabilityResponse,
  bookingMenusQuery,
  bookingMenusResponse,
  bookingRequest,
  bookingResponse,
  braintreeSubmitRequest,
  braintreeSubmitResponse,
  braintreeTokenResponse,
  occasionsQuery,
  occasionsResponse,
  requirementsQuery,
  requirementsResponse,
  slotsQuery,
  slotsResponse,
  storeParams,
  upsellsQuery,
  upsellsResponse,
} from './schemas/booking.ts';
import { ipLookupQuery, ipLookupResponse, siteverifyQuery, siteverifyResponse } from './schemas/botcheck.ts';
import { changeEvent, changesQuery, changesResponse, changesStreamQuery } from './schemas/changes.ts';
import {
  contactContentResponse,
  contactSendEmailRequest,
  contactSendResponse,
  contactTypesResponse,
  groupBookingRequest,
} from './schemas/contact.ts';
import {
  brandSettings,
  choicesResponse,
  contentPage,
  menu,
  menuParams,
  pageParams,
  restaurant,
  restaurantSlugCityParams,
  restaurantSlugParams,
  restaurantStoreParams,
  searchRestaurantsResponse,
} from './schemas/content.ts';
import {
  contentCancelScheduleResponse,
  contentCreatePageRequest,
  contentEditorPage,
  contentEditorPageParams,
  contentEditorPagesResponse,
  contentHistoryResponse,
  contentPagesResponse,
  contentPreviewLinkRequest,
  contentPreviewLinkResponse,
  contentPreviewPage,
  contentPreviewPageRequest,
  contentPreviewSession,
  contentPreviewTokenRequest,
  contentPublishRequest,
  contentPublishResponse,
  contentRemoveResponse,
  contentRollbackRequest,
  contentSaveDraftRequest,
  contentSaveDraftResponse,
  contentWhoAmIResponse,
} from './schemas/content-editor.ts';
import {
  customerGuidParams,
  customerPreferencesResponse,
  customerUpdateResponse,
  updateCustomerChoicesRequest,
  updateCustomerPreferencesRequest,
  updateOccasionDatesRequest,
} from './schemas/customers.ts';
import {
  geoCoordinatesParams,
  geoCoordinatesResponse,
  geoSearchParams,
  geoSearchResponse,
} from './schemas/geo.ts';
import { healthResponse } from './schemas/health.ts';
import {
  jobApplicationRequest,
  jobApplicationResponse,
  jobLocationsQuery,
  jobLocationsResponse,
  jobParams,
  jobResponse,
  jobsQuery,
  jobsResponse,
} from './schemas/jobs.ts';
import {
  bookingCancelRequest,
  bookingChangeRequest,
  bookingFindRequest,
  bookingFindResponse,
  managedBooking,
  manageParams,
} from './schemas/manage.ts';
import {
  offerBySlugQuery,
  offerBySlugResponse,
  offerCodeRequest,
  offerCodeResponse,
  restaurantOffersParams,
  restaurantOffersResponse,
} from './schemas/offers.ts';
import {
  opsChangeResponse,
  opsChangesQuery,
  opsChangesResponse,
  opsClosureBookingsResponse,
  opsClosureParams,
  opsClosureRequest,
  opsClosureResponse,
  opsClosuresResponse,
  opsDishAvailabilityRequest,
  opsDishParams,
  opsDishPriceRequest,
  opsOfferEndRequest,
  opsOfferParams,
  opsSpecialHoursRemoveRequest,
  opsSpecialHoursRequest,
  opsStoreParams,
} from './schemas/ops.ts';
import {
  preorderGuestParams,
  preorderGuestRequest,
  preorderGuestResponse,
  preorderParams,
  preorderRemoveRequest,
  preorderView,
} from './schemas/preorder.ts';
import {
  opsPrivacyEraseResponse,
  opsPrivacyExportResponse,
  opsPrivacyRequest,
  retentionScheduleResponse,
} from './schemas/privacy.ts';
import { bookingAttendRequest, bookingAttendResponse } from './schemas/reminders.ts';
import {
  signupConfirmationParams,
  signupConfirmationResponse,
  signupRequest,
  signupResponse,
} from './schemas/signup.ts';
import { instaMediaResponse } from './schemas/social.ts';
import {
  standbyActionRequest,
  standbyEntry,
  standbyJoinRequest,
  standbyParams,
  standbyStoreParams,
} from './schemas/standby.ts';
import { tableSearchQuery, tableSearchResponse } from './schemas/table-search.ts';
import { tokenRequest, tokenResponse } from './schemas/token.ts';
import { marketingUnsubscribeParams, marketingUnsubscribeResponse } from './schemas/unsubscribe.ts';
import { z } from './zod.ts';

/**
 * Every call of the brand API (spec section 7), as data. The site's proxy, the typed
 * client, the embedded brand API and the MSW mocks are all driven from this table.
 *
 * Paths are the spec's, normalised to a leading slash (`api/jobs` is `/api/jobs`).
 * The search-restaurants path keeps the spec's trailing slash. Where a static path and a
 * parameter path share a prefix (`/api/jobs/locations` and `/api/jobs/{jobId}`), the
 * static one comes first so a server that mounts the table in order routes it right.
 */
export const endpoints = {
  // 7.1 Token
  token: endpoint({
    method: 'POST',
    path: '/api/token',
    section: '7.1',
    requiresToken: false,
    fromBrowser: false,
    body: z.optional(tokenRequest),
    response: tokenResponse,
  }),

  // 7.2 Booking
  bookingOccasions: endpoint({
    method: 'GET',
    path: '/api/booking/occasions/{storeId}',
    section: '7.2',
    params: storeParams,
    query: occasionsQuery,
    response: occasionsResponse,
  }),
  bookingAvailability: endpoint({
    method: 'POST',
    path: '/api/booking/availability',
    section: '7.2',
    body: availabilityRequest,
    response: availabilityResponse,
  }),
  bookingAreas: endpoint({
    method: 'GET',
    path: '/api/booking/areas/{storeId}',
    section: '7.2',
    params: storeParams,
    query: areasQuery,
    response: areasResponse,
  }),
  bookingMenus: endpoint({
    method: 'GET',
    path: '/api/booking/bookingmenu/{storeId}',
    section: '7.2',
    params: storeParams,
    query: bookingMenusQuery,
    response: bookingMenusResponse,
  }),
  bookingSlots: endpoint({
    method: 'GET',
    path: '/api/booking/slots/{storeId}',
    section: '7.2',
    params: storeParams,
    query: slotsQuery,
    response: slotsResponse,
  }),
  bookingRequirements: endpoint({
    method: 'GET',
    path: '/api/booking/requirements/{storeId}',
    section: '7.2',
    params: storeParams,
    query: requirementsQuery,
    response: requirementsResponse,
  }),
  bookingEvent: endpoint({
    method: 'POST',
    path: '/api/booking/events/{storeId}',
    section: '7.2',
    params: storeParams,
    body: bookingRequest,
    crossField: {
      body: 'restaurantId',
      equalsParam: 'storeId',
      message: 'must be the restaurant of the path',
    },
    rateLimit: 'write',
    personalData: true,
    response: bookingResponse,
  }),
  bookingEnquiry: endpoint({
    method: 'POST',
    path: '/api/booking/enquiry/{storeId}',
    section: '7.2',
    params: storeParams,
    body: bookingRequest,
    crossField: {
      body: 'restaurantId',
      equalsParam: 'storeId',
      message: 'must be the restaurant of the path',
    },
    rateLimit: 'write',
    personalData: true,
    response: bookingResponse,
  }),
  bookingCreate: endpoint({
    method: 'POST',
    path: '/api/booking/create/{storeId}',
    section: '7.2',
    params: storeParams,
    body: bookingRequest,
    crossField: {
      body: 'restaurantId',
      equalsParam: 'storeId',
      message: 'must be the restaurant of the path',
    },
    rateLimit: 'write',
    captchaAction: 'booking_create',
    formCheck: true,
    idempotencyKey: true,
    personalData: true,
    response: bookingResponse,
  }),
  bookingUpsells: endpoint({
    method: 'GET',
    path: '/api/booking/upsells/{storeId}',
    section: '7.2',
    params: storeParams,
    query: upsellsQuery,
    response: upsellsResponse,
  }),
  // Find a table: the nearest free tables for a party, a date and a time.
  bookingTableSearch: endpoint({
    method: 'GET',
    path: '/api/booking/table-search',
    section: 'table-search',
    query: tableSearchQuery,
    response: tableSearchResponse,
  }),
  // Group pre-orders: the guests' and the organiser's signed links.
  preorderView: endpoint({
    method: 'GET',
    path: '/api/preorders/{token}',
    section: 'preorder',
    params: preorderParams,
    rateLimit: 'lookup',
    personalData: true,
    response: preorderView,
  }),
  preorderAddGuest: endpoint({
    method: 'POST',
    path: '/api/preorders/{token}/guests',
    section: 'preorder',
    params: preorderParams,
    body: preorderGuestRequest,
    rateLimit: 'write',
    personalData: true,
    response: preorderGuestResponse,
  }),
  preorderChangeGuest: endpoint({
    method: 'POST',
    path: '/api/preorders/{token}/guests/{guestId}',
    section: 'preorder',
    params: preorderGuestParams,
    body: preorderGuestRequest,
    rateLimit: 'write',
    personalData: true,
    response: preorderGuestResponse,
  }),
  preorderRemoveGuest: endpoint({
    method: 'POST',
    path: '/api/preorders/{token}/guests/{guestId}/remove',
    section: 'preorder',
    params: preorderGuestParams,
    body: preorderRemoveRequest,
    rateLimit: 'write',
    personalData: true,
    response: preorderView,
  }),
  // Manage my booking
  bookingFind: endpoint({
    method: 'POST',
    path: '/api/booking/find',
    section: 'manage',
    body: bookingFindRequest,
    rateLimit: 'lookup',
    personalData: true,
    response: bookingFindResponse,
  }),
  bookingManage: endpoint({
    method: 'GET',
    path: '/api/booking/manage/{token}',
    section: 'manage',
    params: manageParams,
    rateLimit: 'lookup',
    personalData: true,
    response: managedBooking,
  }),
  bookingCancel: endpoint({
    method: 'POST',
    path: '/api/booking/manage/{token}/cancel',
    section: 'manage',
    params: manageParams,
    body: bookingCancelRequest,
    rateLimit: 'write',
    personalData: true,
    response: managedBooking,
  }),
  // Change a booking: date, time and party through the rules of a new booking.
  bookingChange: endpoint({
    method: 'POST',
    path: '/api/booking/manage/{token}/change',
    section: 'manage',
    params: manageParams,
    body: bookingChangeRequest,
    rateLimit: 'write',
    personalData: true,
    response: managedBooking,
  }),
  // Booking reminders: "I'll be there" from the reminder e-mail.
  bookingAttend: endpoint({
    method: 'POST',
    path: '/api/booking/manage/{token}/attend',
    section: 'manage',
    params: manageParams,
    body: bookingAttendRequest,
    rateLimit: 'write',
    personalData: true,
    response: bookingAttendResponse,
  }),
  // Standby list: join when no table fits, view, leave, claim an offered table
  standbyJoin: endpoint({
    method: 'POST',
    path: '/api/booking/standby/join/{storeId}',
    section: 'manage',
    params: standbyStoreParams,
    body: standbyJoinRequest,
    rateLimit: 'write',
    personalData: true,
    response: standbyEntry,
  }),
  standbyView: endpoint({
    method: 'GET',
    path: '/api/booking/standby/{token}',
    section: 'manage',
    params: standbyParams,
    rateLimit: 'lookup',
    personalData: true,
    response: standbyEntry,
  }),
  standbyLeave: endpoint({
    method: 'POST',
    path: '/api/booking/standby/{token}/leave',
    section: 'manage',
    params: standbyParams,
    body: standbyActionRequest,
    rateLimit: 'write',
    personalData: true,
    response: standbyEntry,
  }),
  standbyClaim: endpoint({
    method: 'POST',
    path: '/api/booking/standby/{token}/claim',
    section: 'manage',
    params: standbyParams,
    body: standbyActionRequest,
    rateLimit: 'write',
    personalData: true,
    response: standbyEntry,
  }),
  braintreeToken: endpoint({
    method: 'GET',
    path: '/api/v1/braintree/token',
    section: '7.2',
    response: braintreeTokenResponse,
  }),
  braintreeSubmit: endpoint({
    method: 'POST',
    path: '/api/v1/braintree/submit',
    section: '7.2',
    body: braintreeSubmitRequest,
    rateLimit: 'write',
    personalData: true,
    response: braintreeSubmitResponse,
  }),

  // 7.3 Contact
  contactTypes: endpoint({
    method: 'GET',
    path: '/api/contact/contactTypes',
    section: '7.3',
    cache: 'public',
    response: contactTypesResponse,
  }),
  contactContent: endpoint({
    method: 'GET',
    path: '/api/contact/content',
    section: '7.3',
    cache: 'public',
    response: contactContentResponse,
  }),
  contactSendEmail: endpoint({
    method: 'POST',
    path: '/api/contact/sendemail',
    section: '7.3',
    body: contactSendEmailRequest,
    rateLimit: 'write',
    captchaAction: 'contact',
    formCheck: true,
    bodyLimit: MAX_CONTACT_BODY_BYTES,
    personalData: true,
    response: contactSendResponse,
  }),
  contactGroupBooking: endpoint({
    method: 'POST',
    path: '/api/contact/group-booking',
    section: '7.3',
    body: groupBookingRequest,
    rateLimit: 'write',
    captchaAction: 'group_booking',
    formCheck: true,
    bodyLimit: MAX_CONTACT_BODY_BYTES,
    personalData: true,
    response: contactSendResponse,
  }),

  // 7.4 Content
  contentPage: endpoint({
    method: 'GET',
    path: '/api/v1/content/page/{id}',
    section: '7.4',
    params: pageParams,
    cache: 'public',
    response: contentPage,
  }),
  brandSettings: endpoint({
    method: 'GET',
    path: '/api/v1/content/brand-settings',
    section: '7.4',
    cache: 'public',
    response: brandSettings,
  }),
  searchRestaurants: endpoint({
    method: 'GET',
    path: '/api/v1/content/search-restaurants/',
    section: '7.4',
    cache: 'public',
    response: searchRestaurantsResponse,
  }),
  restaurantBySlugAndCity: endpoint({
    method: 'GET',
    path: '/api/v1/content/restaurant/slug/{slug}/city/{city}',
    section: '7.4',
    params: restaurantSlugCityParams,
    cache: 'public',
    response: restaurant,
  }),
  restaurantBySlug: endpoint({
    method: 'GET',
    path: '/api/v1/content/getRestaurantBySlug/{slug}',
    section: '7.4',
    params: restaurantSlugParams,
    cache: 'public',
    response: restaurant,
  }),
  restaurantByStoreId: endpoint({
    method: 'GET',
    path: '/api/v1/content/restaurant/{storeId}',
    section: '7.4',
    params: restaurantStoreParams,
    cache: 'public',
    response: restaurant,
  }),
  menu: endpoint({
    method: 'GET',
    path: '/api/v1/content/menu/{id}',
    section: '7.4',
    params: menuParams,
    cache: 'public',
    response: menu,
  }),
  choices: endpoint({
    method: 'GET',
    path: '/api/v1/content/choices',
    section: '7.4',
    cache: 'public',
    response: choicesResponse,
  }),

  // 7.5 Customer data
  getCustomerPreferences: endpoint({
    method: 'POST',
    path: '/api/exponea/getcustomerpreferences/{customerGuid}',
    section: '7.5',
    params: customerGuidParams,
    rateLimit: 'lookup',
    personalData: true,
    response: customerPreferencesResponse,
  }),
  updateCustomerPreferences: endpoint({
    method: 'POST',
    path: '/api/exponea/updateCustomerPreferences',
    section: '7.5',
    body: updateCustomerPreferencesRequest,
    rateLimit: 'write',
    personalData: true,
    response: customerUpdateResponse,
  }),
  updateCustomerChoices: endpoint({
    method: 'POST',
    path: '/api/exponea/updateCustomerChoices',
    section: '7.5',
    body: updateCustomerChoicesRequest,
    rateLimit: 'write',
    personalData: true,
    response: customerUpdateResponse,
  }),
  updateOccasionDates: endpoint({
    method: 'POST',
    path: '/api/exponea/updateOccasionDates',
    section: '7.5',
    body: updateOccasionDatesRequest,
    rateLimit: 'write',
    personalData: true,
    response: customerUpdateResponse,
  }),

  // 7.6 Jobs
  jobs: endpoint({
    method: 'GET',
    path: '/api/jobs',
    section: '7.6',
    query: jobsQuery,
    response: jobsResponse,
  }),
  /** "on a separate client": sent without the brand-API token. */
  jobLocations: endpoint({
    method: 'GET',
    path: '/api/jobs/locations',
    section: '7.6',
    requiresToken: false,
    query: jobLocationsQuery,
    response: jobLocationsResponse,
  }),
  job: endpoint({
    method: 'GET',
    path: '/api/jobs/{jobId}',
    section: '7.6',
    params: jobParams,
    response: jobResponse,
  }),
  jobApplication: endpoint({
    method: 'POST',
    path: '/api/jobs/application',
    section: '7.6',
    body: jobApplicationRequest,
    rateLimit: 'write',
    bodyLimit: MAX_UPLOAD_BODY_BYTES,
    personalData: true,
    // err=15, BookingErrorCode.ApplicationValidationError (spec 8.1, 8.3)
    refusalCode: 15,
    response: jobApplicationResponse,
  }),

  // 7.7 Offers
  offerBySlug: endpoint({
    method: 'GET',
    path: '/api/offer/getofferbyslug',
    section: '7.7',
    query: offerBySlugQuery,
    cache: 'public',
    response: offerBySlugResponse,
  }),
  restaurantOffers: endpoint({
    method: 'GET',
    path: '/api/offer/rest/{id}',
    section: '7.7',
    params: restaurantOffersParams,
    cache: 'public',
    response: restaurantOffersResponse,
  }),
  offerCode: endpoint({
    method: 'POST',
    path: '/api/offer/getcode',
    section: '7.7',
    body: offerCodeRequest,
    rateLimit: 'write',
    captchaAction: 'offer_code',
    personalData: true,
    failureLog: 'voucher code not issued',
    response: offerCodeResponse,
  }),

  // 7.8 Geo, sign-up, social
  geoSearch: endpoint({
    method: 'GET',
    path: '/api/geo/search/{query}',
    section: '7.8',
    params: geoSearchParams,
    response: geoSearchResponse,
  }),
  geoSearchByCoordinates: endpoint({
    method: 'GET',
    path: '/api/geo/search/lat/{lat}/lng/{lng}',
    section: '7.8',
    params: geoCoordinatesParams,
    response: geoCoordinatesResponse,
  }),
  signup: endpoint({
    method: 'POST',
    path: '/api/signup',
    section: '7.8',
    body: signupRequest,
    rateLimit: 'write',
    captchaAction: 'signup',
    personalData: true,
    response: signupResponse,
  }),
  /** The link of a sign-up's confirmation e-mail, followed (the site's /sign-up/confirm/{token} page). */
  confirmSignup: endpoint({
    method: 'POST',
    path: '/api/signup/confirm/{token}',
    section: '7.8',
    params: signupConfirmationParams,
    rateLimit: 'write',
    personalData: true,
    response: signupConfirmationResponse,
  }),
  instaMedia: endpoint({
    method: 'GET',
    path: '/api/social/insta/media',
    section: '7.8',
    response: instaMediaResponse,
  }),

  // The operators' API (docs/operations.md): an operator's key instead of the brand token, never from a browser.
  opsSetSpecialHours: endpoint({
    method: 'POST',
    path: '/api/ops/restaurants/{storeId}/special-hours',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: opsStoreParams,
    body: opsSpecialHoursRequest,
    response: opsChangeResponse,
  }),
  opsRemoveSpecialHours: endpoint({
    method: 'POST',
    path: '/api/ops/restaurants/{storeId}/special-hours/remove',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: opsStoreParams,
    body: opsSpecialHoursRemoveRequest,
    response: opsChangeResponse,
  }),
  opsCloseRestaurant: endpoint({
    method: 'POST',
    path: '/api/ops/restaurants/{storeId}/closures',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: opsStoreParams,
    body: opsClosureRequest,
    response: opsClosureResponse,
  }),
  opsRestaurantClosures: endpoint({
    method: 'GET',
    path: '/api/ops/restaurants/{storeId}/closures',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: opsStoreParams,
    response: opsClosuresResponse,
  }),
  opsClosureBookings: endpoint({
    method: 'GET',
    path: '/api/ops/closures/{closureId}/bookings',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    personalData: true,
    params: opsClosureParams,
    response: opsClosureBookingsResponse,
  }),
  opsDishAvailability: endpoint({
    method: 'POST',
    path: '/api/ops/dishes/{dishId}/availability',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: opsDishParams,
    body: opsDishAvailabilityRequest,
    response: opsChangeResponse,
  }),
  opsDishPrice: endpoint({
    method: 'POST',
    path: '/api/ops/dishes/{dishId}/price',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: opsDishParams,
    body: opsDishPriceRequest,
    response: opsChangeResponse,
  }),
  opsOfferEnd: endpoint({
    method: 'POST',
    path: '/api/ops/offers/{offerSlug}/end',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: opsOfferParams,
    body: opsOfferEndRequest,
    response: opsChangeResponse,
  }),
  opsChanges: endpoint({
    method: 'GET',
    path: '/api/ops/changes',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    query: opsChangesQuery,
    response: opsChangesResponse,
  }),
  // Privacy (docs/privacy.md): a person's data exported or erased on request, by an operator with the operations role.
  /** One zip archive of everything held about an e-mail address (a JSON document per kind, the files, a README). */
  opsPrivacyExport: endpoint({
    method: 'POST',
    path: '/api/ops/privacy/export',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    body: opsPrivacyRequest,
    response: opsPrivacyExportResponse,
  }),
  /** Cancels the address's future bookings, then deletes or anonymises everything about it; harmless twice. */
  opsPrivacyErase: endpoint({
    method: 'POST',
    path: '/api/ops/privacy/erase',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    body: opsPrivacyRequest,
    response: opsPrivacyEraseResponse,
  }),
  // The content service's editor calls (docs/content.md): an operator's key with the content or publisher role,
  // from the page builder's origin (CONTENT_EDITOR_ORIGINS), never through the site.
  /** Who the editor's key is: its name and role (content or publisher). */
  opsContentWhoAmI: endpoint({
    method: 'GET',
    path: '/api/ops/content/me',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    response: contentWhoAmIResponse,
  }),
  opsContentPages: endpoint({
    method: 'GET',
    path: '/api/ops/content/pages',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    response: contentEditorPagesResponse,
  }),
  opsContentCreatePage: endpoint({
    method: 'POST',
    path: '/api/ops/content/pages',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    bodyLimit: CONTENT_BODY_MAX_BYTES,
    body: contentCreatePageRequest,
    response: contentEditorPage,
  }),
  opsContentPage: endpoint({
    method: 'GET',
    path: '/api/ops/content/pages/{id}',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: contentEditorPageParams,
    response: contentEditorPage,
  }),
  opsContentSaveDraft: endpoint({
    method: 'POST',
    path: '/api/ops/content/pages/{id}/draft',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    bodyLimit: CONTENT_BODY_MAX_BYTES,
    params: contentEditorPageParams,
    body: contentSaveDraftRequest,
    response: contentSaveDraftResponse,
  }),
  opsContentPublish: endpoint({
    method: 'POST',
    path: '/api/ops/content/pages/{id}/publish',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: contentEditorPageParams,
    body: contentPublishRequest,
    response: contentPublishResponse,
  }),
  opsContentCancelSchedule: endpoint({
    method: 'POST',
    path: '/api/ops/content/pages/{id}/schedule/cancel',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: contentEditorPageParams,
    response: contentCancelScheduleResponse,
  }),
  opsContentHistory: endpoint({
    method: 'GET',
    path: '/api/ops/content/pages/{id}/history',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: contentEditorPageParams,
    response: contentHistoryResponse,
  }),
  opsContentRollback: endpoint({
    method: 'POST',
    path: '/api/ops/content/pages/{id}/rollback',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: contentEditorPageParams,
    body: contentRollbackRequest,
    response: contentPublishResponse,
  }),
  opsContentRemove: endpoint({
    method: 'POST',
    path: '/api/ops/content/pages/{id}/remove',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    params: contentEditorPageParams,
    response: contentRemoveResponse,
  }),
  opsContentPreviewLink: endpoint({
    method: 'POST',
    path: '/api/ops/content/preview-links',
    section: 'ops',
    requiresToken: false,
    fromBrowser: false,
    body: contentPreviewLinkRequest,
    response: contentPreviewLinkResponse,
  }),
  // Content the site's server reads (docs/content.md): the published pages' list, and drafts for a preview token.
  /** The published pages (the sitemap's list). */
  publishedContentPages: endpoint({
    method: 'GET',
    path: '/api/v1/content/pages',
    section: '7.4',
    cache: 'public',
    response: contentPagesResponse,
  }),
  /** Whether a preview token (from the site's preview cookie) is valid, and whose it is. */
  contentPreviewSession: endpoint({
    method: 'POST',
    path: '/api/v1/content/preview/session',
    section: '7.4',
    fromBrowser: false,
    body: contentPreviewTokenRequest,
    response: contentPreviewSession,
  }),
  /** A page's draft for a valid preview token (401 otherwise): never kept by any cache. */
  contentPreviewPage: endpoint({
    method: 'POST',
    path: '/api/v1/content/preview/page',
    section: '7.4',
    fromBrowser: false,
    body: contentPreviewPageRequest,
    response: contentPreviewPage,
  }),
  /** The retention schedule (docs/privacy.md): the privacy policy's table of how long personal data is kept. */
  retentionSchedule: endpoint({
    method: 'GET',
    path: '/api/v1/privacy/retention',
    section: 'privacy',
    cache: 'public',
    response: retentionScheduleResponse,
  }),
  /**
   * The link of a marketing e-mail's unsubscribe (RFC 8058; docs/privacy.md), followed on the site's
   * /unsubscribe/{token} page or posted there by a mail client: the site's server calls it, never a browser.
   */
  marketingUnsubscribe: endpoint({
    method: 'POST',
    path: '/api/v1/customers/unsubscribe/{token}',
    section: 'privacy',
    params: marketingUnsubscribeParams,
    fromBrowser: false,
    personalData: true,
    response: marketingUnsubscribeResponse,
  }),
  // Change events (docs/caching.md, "Change events"): read by the site's server, never forwarded from a browser.
  /** The stored change events after an id, in id order, and the latest id. */
  changes: endpoint({
    method: 'GET',
    path: '/api/v1/changes',
    section: 'changes',
    query: changesQuery,
    fromBrowser: false,
    response: changesResponse,
  }),
  /** The change events after an id, then each new one as it is committed (server-sent events). */
  changesStream: endpoint({
    method: 'GET',
    path: '/api/v1/changes/stream',
    section: 'changes',
    query: changesStreamQuery,
    fromBrowser: false,
    stream: true,
    response: changeEvent,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Not a call of spec section 7: the embedded brand API's own liveness probe. */
export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/health',
  section: 'ops',
  requiresToken: false,
  response: healthResponse,
});

/**
 * Calls of spec 7.8 that do not go to the brand API: the bot check's public address
 * lookup, then the captcha provider's siteverify. `origin` is the default host; the
 * siteverify secret is `{key}` in the spec and is supplied by configuration.
 */
export const externalCalls = {
  ipLookup: {
    ...endpoint({
      method: 'GET',
      path: '/',
      section: '7.8',
      requiresToken: false,
      query: ipLookupQuery,
      response: ipLookupResponse,
    }),
    origin: 'https://api.ipify.org',
  },
  recaptchaSiteverify: {
    ...endpoint({
      method: 'GET',
      path: '/recaptcha/api/siteverify',
      section: '7.8',
      requiresToken: false,
      query: siteverifyQuery,
      response: siteverifyResponse,
    }),
    origin: 'https://www.google.com',
  },
} as const;

export type ExternalCalls = typeof externalCalls;
export type ExternalCallName = keyof ExternalCalls;

const compiled = Object.entries(endpoints).map(([name, def], order) => {
  const names: string[] = [];
  const source = def.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(m[1] as string);
      return '([^/]+)';
    })
    .join('');
  // A trailing slash is optional on the way in (the spec writes search-restaurants with one).
  const regex = new RegExp(`^${source.replace(/\/$/, '')}/?$`);
  return { name: name as EndpointName, method: def.method, regex, names, order };
});
// Static paths win over parameter paths (`/api/jobs/locations` before `/api/jobs/{jobId}`).
compiled.sort((a, b) => a.names.length - b.names.length || a.order - b.order);

/** The methods the table defines for a path, in the order GET, POST (empty: no call has that path). */
export function allowedMethods(pathname: string): HttpMethod[] {
  const methods = new Set<HttpMethod>();
  for (const c of compiled) if (c.regex.test(pathname)) methods.add(c.method);
  return (['GET', 'POST'] as const).filter((m) => methods.has(m));
}

/** What a call with a method the table does not define for its path is told (405, with `Allow`). */
export function methodNotAllowedMessage(method: string, allow: readonly string[]): string {
  return `Method ${method.toUpperCase()} is not allowed here (allowed: ${allow.join(', ')})`;
}

/**
 * The largest body accepted on a path (the rules' `bodyLimit` of the call the path names, the largest when
 * several share it); MAX_JSON_BODY_BYTES for a path no call has, so a stray body is still bounded.
 */
export function bodyLimitFor(pathname: string): number {
  let limit = 0;
  for (const c of compiled) {
    if (c.regex.test(pathname)) limit = Math.max(limit, (endpoints[c.name] as Endpoint).bodyLimit);
  }
  return limit || MAX_JSON_BODY_BYTES;
}

/** Is the path one of a call sent without the brand-API token (the token call, the job-location search)? */
export function isTokenFreePath(pathname: string): boolean {
  return compiled.some((c) => c.regex.test(pathname) && !(endpoints[c.name] as Endpoint).requiresToken);
}

/**
 * The Cache-Control of every `/api` answer, whatever the call's `cache` rule: `no-store`, because any answer may
 * carry the browser's new session cookie (a shared cache must never hand one visitor's cookie to the next) and
 * a refusal or an error must not be kept. A `cache: 'public'` call is kept on the site's server instead (its
 * read cache), never by a browser or a CDN.
 */
export const API_CACHE_CONTROL = 'no-store';

/** The names of the calls whose rules match a predicate, in table order. */
export function endpointsWhere(predicate: (def: Endpoint, name: EndpointName) => boolean): EndpointName[] {
  return (Object.keys(endpoints) as EndpointName[]).filter((name) =>
    predicate(endpoints[name] as Endpoint, name),
  );
}

/**
 * The call a request addresses, with its raw (decoded) path parameters, or undefined.
 * Validate the parameters with the endpoint's `params` schema before use.
 */
export function matchEndpoint(
  method: string,
  pathname: string,
): { name: EndpointName; params: Record<string, string> } | undefined {
  for (const c of compiled) {
    if (c.method !== method.toUpperCase()) continue;
    const m = c.regex.exec(pathname);
    if (!m) continue;
    try {
      const params = Object.fromEntries(c.names.map((n, i) => [n, decodeURIComponent(m[i + 1] as string)]));
      return { name: c.name, params };
    } catch {
      return undefined;
    }
  }
  return undefined;
}
