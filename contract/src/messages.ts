import { SERVER_ERROR_MESSAGE } from './constants.ts';

/*
 * Messages only a page's body shows (the finder, the booking modal's location picker, the job search), apart from
 * constants.ts: the bundler keeps a module's code in one place, and constants.ts is read by every page's first
 * load (the header's Book Now, the not-found page), so what stays there is in every first load.
 */

/** Spec 8.3: denied geolocation on the job search, shown in an error modal. */
export const JOB_LOCATION_DENIED_MESSAGE = 'To search for jobs near you, please enable location services.';
export const JOB_ERR15_MESSAGE =
  'One (or more) of the fields you submitted were invalid, please correct any errors and try again.';

/** Location messages of spec 2.3 and 8.2, word for word (brand API, mocks and finder share them). */
export const emptySearchMessage = (brand: string) =>
  `Enter a postcode or use your location to search for a ${brand} restaurant.`;
// The string first, then the table: a constant read off the table (`LOCATION_MESSAGES.invalidQuery`) is a property
// access the bundler must keep, and with it the whole table in the first load of every page.
export const INVALID_SEARCH_QUERY_MESSAGE = 'Invalid search query, please search again.';
export const LOCATION_MESSAGES = {
  locationUnavailable:
    "Sorry, we couldn't find your location. Please enter a postcode or use the search bar.",
  noResults: 'No locations found, please try a different search.',
  noResultsWithList:
    'No locations found matching your query, please try a different search or select from the list below.',
  invalidQuery: INVALID_SEARCH_QUERY_MESSAGE,
  error: SERVER_ERROR_MESSAGE,
} as const;
