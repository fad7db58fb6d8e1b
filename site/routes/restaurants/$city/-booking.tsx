import type { BrandClient } from '@fittizia/contract';
import { Button, Heading, readConsent, Spinner } from '@fittizia/design-system';
import { lazy, Suspense, useState } from 'react';
import { pushBookingUnavailable } from '../../../lib/booking-analytics.ts';
import { getBrandClient } from '../../../lib/brand-client.ts';
import { formBotTrap } from '../../../lib/form-started.ts';
import type { PublicConfig } from '../../../lib/public-config.ts';
import type { RestaurantWithMenus } from '../-loaders.ts';

/** The older booking wizard: its code (and the zod client) load only when the diner starts booking. */
const BookingWizard = lazy(() =>
  import('@fittizia/design-system/features/booking/BookingWizard').then((m) => ({
    default: m.BookingWizard,
  })),
);

/**
 * Spec 4.3: a failed booking fires the booking_unavailable analytics event with the restaurant id; as in the
 * modal, it reaches the data layer only with the diner's analytics consent.
 */
function bookingUnavailable(restaurantId: string) {
  pushBookingUnavailable(restaurantId, readConsent(), window as unknown as { dataLayer?: unknown[] });
}

/**
 * The legacy city page's booking section (spec 2.5, older wizard): a 'Book a table' button that mounts the
 * wizard for the city's restaurants.
 */
export function LegacyBookingSection({
  restaurants,
  cardProvider,
  bookNowText,
}: {
  restaurants: RestaurantWithMenus[];
  cardProvider: PublicConfig['cardProvider'];
  bookNowText: string | undefined;
}) {
  const [client, setClient] = useState<BrandClient | null>(null);
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = () => {
    setOpening(true);
    setFailed(false);
    getBrandClient()
      .then(setClient)
      .catch(() => setFailed(true))
      .finally(() => setOpening(false));
  };
  return (
    <section aria-labelledby="legacy-booking-title" style={{ display: 'grid', gap: '1rem' }}>
      <Heading level="2" id="legacy-booking-title">
        Book online
      </Heading>
      {client ? (
        <Suspense fallback={<Spinner size="medium" label="Loading the booking form" />}>
          <BookingWizard
            client={client}
            restaurants={restaurants}
            cardProvider={cardProvider}
            {...(bookNowText ? { bookNowText } : {})}
            onBookingFailed={bookingUnavailable}
            botTrap={formBotTrap('bookingCreate')}
          />
        </Suspense>
      ) : (
        <div>
          <Button onClick={open} loading={opening} loadingLabel="loading the booking form">
            Book a table
          </Button>
          {failed ? <p role="alert">Sorry, something went wrong. Please try again.</p> : null}
        </div>
      )}
    </section>
  );
}
