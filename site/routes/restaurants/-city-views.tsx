import {
  addressLines,
  Badge,
  bookingMode,
  Card,
  cityMenuPath,
  Heading,
  Link,
  OpeningStateText,
  restaurantMenuPath,
  restaurantPath,
  telHref,
  useAnchor,
  visuallyHidden,
} from '@fittizia/design-system';
import * as layout from '../../components/SiteLayout.css.ts';
import { cityName } from './-heads.ts';
import type { RestaurantWithMenus } from './-loaders.ts';

/* The city page's view (spec 2.1), apart from the menu views (-views.tsx), which do not need its cards. */

export function CityPage({
  restaurants,
  city,
  now,
  variant = 'grid',
}: {
  restaurants: RestaurantWithMenus[];
  city: string;
  now: Date;
  variant?: 'grid' | 'legacy';
}) {
  const A = useAnchor();
  const name = cityName(restaurants, city);
  return (
    <section aria-labelledby="city-title" className={layout.pageContent}>
      <Heading level="1" id="city-title">
        Restaurants in {name}
      </Heading>
      <p>
        {restaurants.length === 1
          ? `We have one restaurant in ${name}.`
          : `We have ${restaurants.length} restaurants in ${name}.`}{' '}
        <Link asChild>
          <A href="/find-us">Find another location</A>
        </Link>
      </p>
      <p>
        <Link asChild variant="standalone">
          <A href={cityMenuPath(city)}>Our menus in {name}</A>
        </Link>
      </p>
      <ul
        style={
          variant === 'grid'
            ? {
                display: 'grid',
                gap: '1rem',
                gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
                listStyle: 'none',
                padding: 0,
              }
            : { display: 'grid', gap: '0.5rem' }
        }
      >
        {restaurants.map((r) => {
          const booking = bookingMode(r);
          return (
            <li key={r.storeId} data-testid="city-restaurant">
              <Card bordered={variant === 'grid'} padding={variant === 'grid' ? undefined : 'none'}>
                <Heading level="2" size="4">
                  {r.hideRestaurantDetailPage ? (
                    r.title
                  ) : (
                    <Link asChild>
                      <A href={restaurantPath(r)}>{r.title}</A>
                    </Link>
                  )}
                </Heading>
                {r.isHolidayPark ? (
                  <p>
                    <Badge tone="warning">Holiday park</Badge>
                  </p>
                ) : null}
                <p>{addressLines(r).join(', ')}</p>
                <OpeningStateText restaurant={r} now={now} />
                {booking.kind === 'holiday-park' || booking.kind === 'disabled' ? (
                  <div data-booking-message={booking.kind}>
                    <p>{booking.message}</p>
                    {r.phoneNumber ? (
                      <p>
                        <Link href={telHref(r.phoneNumber)}>
                          Call {r.phoneNumber}
                          <span className={visuallyHidden}> ({r.title})</span>
                        </Link>
                      </p>
                    ) : null}
                  </div>
                ) : null}
                {variant === 'grid' ? (
                  <p>
                    <Link asChild>
                      <A href={restaurantMenuPath(r)}>
                        Menus<span className={visuallyHidden}> at {r.title}</span>
                      </A>
                    </Link>
                  </p>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
