import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getBrandClient } from './brand-client.ts';

/**
 * Query option factories of the customer pages: offers, contact, choices and a customer's
 * preferences. Apart from lib/queries.ts so that this code loads with those pages only.
 */

/** An offer by its slug (7.7 `getofferbyslug`), for `/offer/{id}`. */
export const offerBySlugQuery = (offerSlug: string) =>
  queryOptions({
    queryKey: ['offer', offerSlug.toLowerCase()],
    queryFn: async () => (await (await getBrandClient()).call('offerBySlug', { query: { offerSlug } })).data,
    staleTime: 10 * 60 * 1000,
    retry: false,
  });

/** The contact form's reasons (with sub-reasons) and restaurants (7.3 `contact/content`). */
export const contactContentQuery = () =>
  queryOptions({
    queryKey: ['contact-content'],
    queryFn: async () => (await getBrandClient()).call('contactContent'),
    staleTime: 10 * 60 * 1000,
  });

/** The enquiry types (7.3 `contact/contactTypes`, "stored as types"). */
export const contactTypesQuery = () =>
  queryOptions({
    queryKey: ['contact-types'],
    queryFn: async () => (await (await getBrandClient()).call('contactTypes')).data,
    staleTime: 10 * 60 * 1000,
  });

/** The contact form's data, as the contact and group-booking pages' loaders load it: reasons, restaurants, types. */
export const ensureContactFormData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.ensureQueryData(contactContentQuery()),
    queryClient.ensureQueryData(contactTypesQuery()),
  ]);

/** The choices page's pairs of image choices (7.4 `content/choices`). */
export const choicesQuery = () =>
  queryOptions({
    queryKey: ['choices'],
    queryFn: async () => (await getBrandClient()).call('choices'),
    staleTime: 10 * 60 * 1000,
  });

/**
 * One person's preferences by their guid (7.5). Personal data: never cached, neither by the server's public
 * read cache (the call is not a public read) nor kept by the query client once the page is left, and always
 * fetched afresh.
 */
export const customerPreferencesQuery = (customerGuid: string) =>
  queryOptions({
    queryKey: ['customer-preferences', customerGuid.toLowerCase()],
    queryFn: async () =>
      (await getBrandClient()).call('getCustomerPreferences', { params: { customerGuid } }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
