import type { Offer, Restaurant } from '@fittizia/contract';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { SocialIcon } from '../../../components/Footer/SocialIcon.tsx';
import { Heading } from '../../../components/Heading/Heading.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { useAnchor } from '../../../shared/Anchor.tsx';
import { TileGrid } from '../../../tiles/TileGrid/TileGrid.tsx';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import { OpeningHours } from './OpeningHours.tsx';
import * as styles from './RestaurantDetails.css.ts';
import {
  addressLines,
  bookingMode,
  directionsUrl,
  formatThreeWordAddress,
  mapUrl,
  restaurantCoordinates,
  telHref,
} from './restaurantLinks.ts';
import { restaurantMenuPath } from './restaurantPaths.ts';

/** A restaurant as the brand API sends it, with the menus it links. */
export type RestaurantWithMenus = Restaurant & { menus?: { id: string; name: string }[] };

export interface RestaurantDetailsProps {
  restaurant: RestaurantWithMenus;
  offers?: Offer[];
  /** The clock of the first render (the server's), so server and browser agree; the browser then keeps it live. */
  now: Date;
  /** Re-evaluate the opening state in the browser (off in stories with a fixed clock). */
  live?: boolean;
  /**
   * The interactive map, when there is one (a region with its own label, e.g. a lazy `RestaurantMap` with the
   * restaurant's marker); the coordinates are shown under it. Without it: a 'View on map' link and the
   * coordinates. The 'Get directions' link is there either way.
   */
  map?: ReactNode;
  /** The book-now label (settings `book_now_text`). */
  bookNowText?: string;
  changeLocationHref?: string;
}

/** A titled panel of the restaurant page's grid. */
function Panel({
  id,
  title,
  anchor,
  children,
}: {
  id: string;
  title: string;
  /** An `id` for in-page links (`#book-a-table`; `#booking` is the booking modal's, spec 2.5). */
  anchor?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} className={styles.panel} aria-labelledby={id}>
      <Heading level="2" size="3" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** The restaurant page (spec 2.3): hero, about, hours, contact, address and map, amenities, awards, social, offers, menus, booking. */
export function RestaurantDetails({
  restaurant: r,
  offers = [],
  now,
  live = true,
  map,
  bookNowText = 'Book Now',
  changeLocationHref = '/find-us',
}: RestaurantDetailsProps) {
  const A = useAnchor();
  const heroHasHeading = (r.heroTiles ?? []).some((t) => typeof t.heading === 'string' && t.heading);
  const coords = restaurantCoordinates(r);
  const booking = bookingMode(r);
  const lines = addressLines(r);
  const menus = r.menus ?? [];

  return (
    <article className={styles.root} aria-labelledby={heroHasHeading ? undefined : 'restaurant-title'}>
      {r.heroTiles && r.heroTiles.length > 0 ? (
        <TileGrid tiles={r.heroTiles} firstHeadingLevel={heroHasHeading ? 1 : 2} />
      ) : null}
      <div className={styles.intro}>
        {heroHasHeading ? null : (
          <Heading level="1" id="restaurant-title">
            {r.title}
          </Heading>
        )}
        {r.about ? <p>{r.about}</p> : null}
        <div className={styles.actions}>
          <Link variant="standalone" asChild>
            <A href={changeLocationHref}>Change location</A>
          </Link>
          {booking.kind === 'book-now' ? (
            <Button asChild>
              <A href={booking.href}>
                {bookNowText}
                <span className={visuallyHidden}> at {r.title}</span>
              </A>
            </Button>
          ) : null}
        </div>
      </div>

      <div className={styles.grid}>
        <Panel id="restaurant-hours" title="Opening hours">
          <OpeningHours restaurant={r} now={now} live={live} />
        </Panel>

        <Panel id="restaurant-contact" title="Contact and address">
          <address className={styles.address}>
            {lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
          {r.phoneNumber ? (
            <p className={styles.small}>
              Phone: <Link href={telHref(r.phoneNumber)}>{r.phoneNumber}</Link>
            </p>
          ) : null}
          {r.email ? (
            <p className={styles.small}>
              E-mail: <Link href={`mailto:${r.email}`}>{r.email}</Link>
            </p>
          ) : null}
          {r.threeWordAddress ? (
            <p className={styles.small}>
              what3words address: <span translate="no">{formatThreeWordAddress(r.threeWordAddress)}</span>
            </p>
          ) : null}
          <div className={styles.actions}>
            {coords ? (
              <Link variant="standalone" external href={directionsUrl(coords.lat, coords.lng)}>
                Get directions<span className={visuallyHidden}> to {r.title}</span>
              </Link>
            ) : null}
            <Link variant="standalone" asChild>
              <A href={changeLocationHref}>Change location</A>
            </Link>
          </div>
          {map ? (
            // The map labels its own region (e.g. a RestaurantMap 'Map of …'); the coordinates stay as text.
            <div className={styles.map}>
              {map}
              {coords ? (
                <p className={styles.small}>
                  Latitude {coords.lat}, longitude {coords.lng}
                </p>
              ) : null}
            </div>
          ) : (
            <section aria-label={`Map of ${r.title}`} className={styles.mapPlaceholder}>
              {coords ? (
                <>
                  <Link external href={mapUrl(coords.lat, coords.lng)}>
                    View on map
                  </Link>
                  <p className={styles.small}>
                    Latitude {coords.lat}, longitude {coords.lng}
                  </p>
                </>
              ) : (
                <p className={styles.small}>Map not available</p>
              )}
            </section>
          )}
        </Panel>

        <Panel id="restaurant-booking" title="Book a table" anchor="book-a-table">
          {booking.kind === 'book-now' ? (
            <div className={styles.actions}>
              <Button asChild>
                <A href={booking.href}>
                  {bookNowText}
                  <span className={visuallyHidden}> at {r.title}</span>
                </A>
              </Button>
            </div>
          ) : booking.kind === 'external' ? (
            <div className={styles.actions}>
              <Button asChild>
                <a href={booking.href} target="_blank" rel="noopener noreferrer">
                  {bookNowText}
                  <span className={visuallyHidden}> at {r.title} (opens in a new tab)</span>
                </a>
              </Button>
              <p className={styles.small}>Bookings for this restaurant are taken by our booking partner.</p>
            </div>
          ) : (
            <div data-booking-message={booking.kind}>
              <p>{booking.message}</p>
              {r.phoneNumber ? (
                <Button asChild variant="secondary">
                  <a href={telHref(r.phoneNumber)}>
                    Call {r.phoneNumber}
                    <span className={visuallyHidden}> ({r.title})</span>
                  </a>
                </Button>
              ) : null}
            </div>
          )}
        </Panel>

        {menus.length > 0 ? (
          <Panel id="restaurant-menus" title="Menus">
            <ul className={styles.list}>
              {menus.map((m) => (
                <li key={m.id}>
                  <Link asChild>
                    <A href={restaurantMenuPath(r, m.id)}>{m.name}</A>
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}

        {r.amenities && r.amenities.length > 0 ? (
          <Panel id="restaurant-amenities" title="Amenities">
            <ul className={styles.list}>
              {r.amenities.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </Panel>
        ) : null}

        {r.awards && r.awards.length > 0 ? (
          <Panel id="restaurant-awards" title="Awards">
            <ul className={styles.list}>
              {r.awards.map((a) => (
                <li key={`${a.name}-${a.year ?? ''}`}>
                  {a.name}
                  {a.year ? ` (${a.year})` : ''}
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}

        {r.socialMediaItems && r.socialMediaItems.length > 0 ? (
          <Panel id="restaurant-social" title="Follow us">
            <ul className={styles.plainList}>
              {r.socialMediaItems.map((s) => (
                <li key={s.linkUrl}>
                  <Link external href={s.linkUrl} className={styles.social}>
                    <SocialIcon name={s.className ?? s.linkText} />
                    {s.linkText}
                    {s.description ? <span className={visuallyHidden}>: {s.description}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}
      </div>

      {offers.length > 0 ? (
        <section aria-labelledby="restaurant-offers" className={styles.intro}>
          <Heading level="2" size="3" id="restaurant-offers">
            Offers
          </Heading>
          <ul className={styles.offers}>
            {offers.map((o) => (
              <li key={o.id ?? o.title} className={styles.offer}>
                <Heading level="3" size="4">
                  {o.title}
                </Heading>
                {o.description ? <p className={styles.small}>{o.description}</p> : null}
                {o.validityText ? <p className={styles.small}>{o.validityText}</p> : null}
                {o.offerSlug ? (
                  <Link asChild>
                    <A href={`/offer/${encodeURIComponent(o.offerSlug)}`}>
                      Get this offer<span className={visuallyHidden}>: {o.title}</span>
                    </A>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
