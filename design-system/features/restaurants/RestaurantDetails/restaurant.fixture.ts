import { type Offer, WEEKDAYS } from '@fittizia/contract';
import type { TileImage } from '../../../tiles/Tile/tileImage.ts';
import type { RestaurantWithMenus } from './RestaurantDetails.tsx';

const weekly = Object.fromEntries(
  WEEKDAYS.flatMap((day) => {
    const weekend = day === 'friday' || day === 'saturday';
    const open = day === 'sunday' ? '12:00' : '11:30';
    const close = weekend ? '23:00' : day === 'sunday' ? '21:30' : '22:30';
    const cc = weekend ? '22:00' : day === 'sunday' ? '20:30' : '21:30';
    return [
      [`${day}Open`, open],
      [`${day}Close`, close],
      [`${day}ClickCollectClose`, cc],
    ];
  }),
);

/** A fictional restaurant for stories and tests (Ofcom drama phone range, invented street). */
export const restaurantFixture: RestaurantWithMenus = {
  storeId: '1001',
  bookATableWidgetId: 'ft-1001',
  title: 'Fittizia Trattoria Covent Garden',
  city: 'london',
  slug: 'covent-garden',
  phoneNumber: '020 7946 0001',
  addressLine1: '17 Basilico Walk',
  addressLine2: null,
  addressCity: 'London',
  postcode: 'WC2E 9DA',
  addressLocation: { lat: 51.5117, lon: -0.1228 },
  lat: 51.5117,
  lng: -0.1228,
  bookingProviderUrl: null,
  enableBookings: true,
  hideRestaurantDetailPage: false,
  heroTiles: [],
  clickCollect: true,
  ...weekly,
  specialHours: [
    {
      startDate: '2026-12-24',
      endDate: '2026-12-24',
      openTime: '11:30',
      closeTime: '17:00',
      clickCollectClose: '16:00',
      label: 'Christmas Eve',
    },
    {
      startDate: '2026-12-25',
      endDate: '2026-12-25',
      openTime: null,
      closeTime: null,
      clickCollectClose: null,
      label: 'Christmas Day',
    },
    {
      startDate: '2026-12-31',
      endDate: '2026-12-31',
      openTime: '11:30',
      closeTime: '00:00',
      clickCollectClose: '20:00',
      label: "New Year's Eve",
    },
  ],
  isHolidayPark: false,
  about: 'Wood-fired pizza, fresh pasta made every morning and an aperitivo bar in Covent Garden.',
  email: 'london.covent-garden@fittizia.example',
  amenities: ['Wheelchair access', 'Baby changing', 'High chairs', 'Free Wi-Fi'],
  awards: [{ name: 'Best Family Restaurant', year: 2024 }],
  socialMediaItems: [
    {
      linkText: 'Instagram',
      linkUrl: 'https://instagram.example/fittizia.covent-garden',
      className: 'instagram',
    },
    {
      linkText: 'Facebook',
      linkUrl: 'https://facebook.example/fittizia.covent-garden',
      className: 'facebook',
    },
  ],
  threeWordAddress: 'olive.harbour.lantern',
  menus: [
    { id: 'm-main', name: 'Main Menu' },
    { id: 'm-kids', name: 'Kids Menu' },
    { id: 'm-vegan', name: 'Vegan Menu' },
  ],
} as RestaurantWithMenus;

export const offersFixture: Offer[] = [
  {
    id: 'off-aperitivo-hour',
    offerSlug: 'aperitivo-hour',
    title: 'Aperitivo hour',
    description: 'Two spritzes for £12 and free olives, 4pm to 6pm every weekday.',
    validityText: 'Weekdays, 4pm to 6pm',
  },
];

const heroFiles = (format: 'avif' | 'webp') =>
  [640, 960, 1440].map((w) => `/images/restaurants/hero-dining-room-${w}.${format} ${w}w`).join(', ');

/**
 * A restaurant page's hero tile as the brand API seeds it: the restaurant's name over one of the brand's
 * illustrations (site/public/images/restaurants, AVIF with a WebP fallback at three widths).
 */
export const heroImageFixture = {
  src: '/images/restaurants/hero-dining-room-960.webp',
  srcSet: heroFiles('webp'),
  sources: [{ type: 'image/avif', srcSet: heroFiles('avif') }],
  sizes: '(min-width: 1440px) 1440px, 100vw',
  alt: 'A warm trattoria dining room with arched windows and candlelit tables',
  width: 1440,
  height: 810,
} satisfies TileImage;

export const heroTileFixture = {
  formType: 'heroTile',
  tileId: 'hero-london-covent-garden',
  height: 'half' as const,
  width: 'full' as const,
  backgroundColour: 'green',
  heading: 'Fittizia Trattoria Covent Garden',
  image: heroImageFixture,
};
