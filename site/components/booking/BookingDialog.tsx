import type { BrandClient, Restaurant } from '@fittizia/contract';
import {
  Button,
  directionsUrl,
  Modal,
  readConsent,
  restaurantCoordinates,
  restaurantMenuPath,
  restaurantPath,
} from '@fittizia/design-system';
// The modal's own module, not the booking barrel: the barrel would bring the older wizard and the card step
// into the chunk the modal loads.
import {
  BookingModal,
  type CardStepRenderProps,
  type JourneyState,
} from '@fittizia/design-system/features/booking/BookingModal';
import { useQuery } from '@tanstack/react-query';
import { use, useCallback, useMemo } from 'react';
import { pushBookingUnavailable } from '../../lib/booking-analytics.ts';
import { bookingCalendarHref } from '../../lib/booking-calendar-link.ts';
import { type BookingRequest, pageSubject } from '../../lib/booking-request.ts';
import { getBrandClient } from '../../lib/brand-client.ts';
import { formBotTrap } from '../../lib/form-started.ts';
import { allRestaurantsQuery, publicConfigQuery } from '../../lib/queries.ts';
import { CardStep } from './CardStep.tsx';

export { openAhead } from '../../lib/book-now-ahead.ts';
export { sameOpening } from '../../lib/booking-request.ts';

/*
 * The booking modal as the site shows it: loaded lazily by BookingHost, never in a first load. It gives the design
 * system's BookingModal the browser's brand client (same-origin through the `/api` proxy), the restaurant list
 * (the cached search-restaurants query the city and menu pages use too), the site's links and the analytics
 * hook.
 */

const links = {
  restaurant: (r: Restaurant) => restaurantPath(r),
  /** The unsigned download: the confirmation offers the create answer's signed `calendarLink` instead. */
  ics: bookingCalendarHref,
  /** Spec 2.2: the restaurant's menu link, or /menu without a storeId or a detail page. */
  menu: (r: Restaurant) => restaurantMenuPath(r),
  /** Directions as the restaurant page gives them: from the coordinates, else the postcode. */
  directions: (r: Restaurant) => {
    const coords = restaurantCoordinates(r);
    if (coords) return directionsUrl(coords.lat, coords.lng);
    const destination = [r.postcode, 'United Kingdom'].filter(Boolean).join(', ');
    return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
  },
};

/** The browser's brand client once it has loaded (`ready`): the modal then renders with it at once. */
let readyClient: BrandClient | undefined;

/**
 * Loads the browser's brand client for the modal; BookingHost awaits it before it counts the modal as loaded.
 * Without it the modal's first render would suspend on the client's promise (`use()` suspends on any promise it
 * has not yet seen settle) and React would show the modal only on a later, throttled commit. Never rejects: a
 * client that failed to load is asked for again as the modal renders.
 */
export const ready = (): Promise<void> =>
  getBrandClient().then(
    (client) => {
      readyClient = client;
    },
    () => {},
  );

/** A failed booking (spec 4.3) is counted only with the diner's analytics consent. */
const onBookingFailed = (restaurantId: string) => {
  pushBookingUnavailable(restaurantId, readConsent(), window as unknown as { dataLayer?: unknown[] });
};

const sameSlug = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/** The city's restaurants first (a city's book-now page), and which one to preselect. */
export function bookingChoices(all: readonly Restaurant[], request: BookingRequest) {
  const { restaurant, city } = pageSubject(request.path ?? '/');
  const { search } = request;
  const inCity = city ? all.filter((r) => sameSlug(r.city, city)) : [];
  const restaurants = inCity.length ? [...inCity, ...all.filter((r) => !inCity.includes(r))] : all;
  const preselected =
    search?.restaurantId ??
    (restaurant
      ? all.find((r) => sameSlug(r.city, restaurant.city) && sameSlug(r.slug, restaurant.slug))?.storeId
      : inCity.length === 1
        ? inCity[0]?.storeId
        : undefined);
  return { restaurants, initialRestaurantId: preselected };
}

export default function BookingDialog({
  open,
  onOpenChange,
  request,
  journey,
  bookNowText,
  historyJourney,
  onStep,
  openerLink,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  request: BookingRequest;
  /** The id of the opening's journey: its confirmed booking is kept through a reload, Back and Forward. */
  journey: string;
  bookNowText: string;
  /** The journey kept in the current history entry (Back, Forward, a reload). */
  historyJourney?: unknown;
  onStep?(journey: JourneyState): void;
  /** The book-now link that opened the modal (focus returns to it). */
  openerLink?: { href: string; text: string } | undefined;
}) {
  const client = readyClient ?? use(getBrandClient());
  const list = useQuery(allRestaurantsQuery());
  // Filled during SSR by the root layout; which card form the card step shows (never a secret).
  const config = useQuery(publicConfigQuery());
  const cardProvider = config.data?.cardProvider ?? 'sandbox';
  const renderCardStep = useCallback(
    (step: CardStepRenderProps) => <CardStep client={client} provider={cardProvider} step={step} />,
    [cardProvider, client],
  );
  const choices = useMemo(
    () => (list.data ? bookingChoices(list.data.restaurants, request) : undefined),
    [list.data, request],
  );

  if (list.isError)
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Book a table"
        footer={
          <Button type="button" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      >
        <p role="alert">Sorry, we could not load our restaurants. Please try again.</p>
      </Modal>
    );
  if (!choices) return null;
  const { restaurantId: _chosen, ...initialSearch } = request.search ?? {};

  return (
    <BookingModal
      open={open}
      onOpenChange={onOpenChange}
      client={client}
      restaurants={choices.restaurants}
      initialRestaurantId={choices.initialRestaurantId}
      initialSearch={request.search ? initialSearch : undefined}
      chosenTime={request.chosen === true && Boolean(choices.initialRestaurantId)}
      bookNowText={bookNowText}
      mode={request.mode ?? 'standard'}
      onBookingFailed={onBookingFailed}
      renderCardStep={renderCardStep}
      links={links}
      geolocation={typeof navigator !== 'undefined' ? navigator.geolocation : null}
      keepConfirmed={journey}
      historyState={historyJourney as JourneyState | undefined}
      {...(onStep ? { onStep } : {})}
      openerLink={openerLink}
      botTrap={formBotTrap('bookingCreate')}
    />
  );
}
